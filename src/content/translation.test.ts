import { fill, localize, textOf, textProblems, untranslated } from './translation';
import { defaultTexts } from './defaultTexts';

const base = {
  id: 3,
  title: 'Garden planner',
  link: 'https://example.com/cart',
  skills: ['Skill one', 'Skill two'],
  paragraphs: ['One', 'Two'],
  photo: { src: '/me.svg', alt: 'Me, smiling' },
};

describe('what a translation is', () => {
  it("replaces each string with the translation's, and keeps the shared fields", () => {
    const text = { title: 'Panier', paragraphs: ['Un', 'Deux'], photo: { alt: 'Moi, souriant' } };
    expect(localize(base, text)).toEqual({
      ...base,
      title: 'Panier',
      paragraphs: ['Un', 'Deux'],
      photo: { src: '/me.svg', alt: 'Moi, souriant' },
    });
  });

  it('takes a shared field from the translation when it gives its own', () => {
    expect(localize(base, { link: 'https://example.fr/panier' }).link).toBe(
      'https://example.fr/panier',
    );
  });

  it("keeps the default's words where the translation has none", () => {
    expect(localize(base, undefined)).toEqual(base);
    expect(localize(base, { title: 'Panier' }).paragraphs).toEqual(base.paragraphs);
  });

  it('starts a translation from the text alone: no shared field, no number', () => {
    expect(textOf(base)).toEqual({
      title: 'Garden planner',
      paragraphs: ['One', 'Two'],
      photo: { alt: 'Me, smiling' },
    });
  });

  it('finds nothing wrong with a translation made from the text', () => {
    for (const part of Object.values(defaultTexts)) {
      expect(textProblems(part, textOf(part))).toEqual([]);
    }
  });

  it('names each missing, extra, empty or misplaced string by its path', () => {
    const text = {
      title: '',
      paragraphs: ['Un', 'Deux', 'Trois'],
      photo: { alt: 7 },
      subtitle: 'De trop',
    };
    expect(textProblems(base, text)).toEqual([
      { path: 'title', problem: 'empty' },
      { path: 'paragraphs[2]', problem: 'extra' },
      { path: 'photo.alt', problem: 'not text' },
      { path: 'subtitle', problem: 'extra' },
    ]);
    expect(textProblems(base, { paragraphs: ['Un'] })).toEqual([
      { path: 'title', problem: 'missing' },
      { path: 'paragraphs[1]', problem: 'missing' },
      { path: 'photo', problem: 'missing' },
    ]);
  });

  it("lists the strings still in the default's words", () => {
    const text = { title: 'Garden planner', paragraphs: ['Un', 'Two'], photo: { alt: 'Moi' } };
    expect(untranslated(base, text)).toEqual(['title', 'paragraphs[1]']);
  });

  it('fills each {placeholder} it has a value for', () => {
    expect(fill('Hello {name}, {name}!', { name: 'Ada' })).toBe('Hello Ada, Ada!');
    expect(fill('{count} of {total}', { count: 3 })).toBe('3 of {total}');
  });
});
