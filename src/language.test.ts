import { languages } from './content/languages';
import {
  defaultLanguage,
  inLanguage,
  siteLanguages,
  splitLanguage,
  textDirection,
} from './language';

describe("the site's languages", () => {
  it('lists the languages of src/content/languages.ts, the default first and at the root', () => {
    expect(siteLanguages.map(({ code }) => code)).toEqual(languages.map(({ code }) => code));
    expect(defaultLanguage.prefix).toBe('');
    for (const language of siteLanguages.slice(1)) {
      expect(language.prefix).toBe(`/${language.code.toLowerCase()}`);
    }
  });

  it.each([
    ['en', 'ltr'],
    ['fr', 'ltr'],
    ['pt-BR', 'ltr'],
    ['ar', 'rtl'],
    ['he', 'rtl'],
    ['fa', 'rtl'],
    ['ur', 'rtl'],
    ['az-Arab', 'rtl'],
  ] as const)('writes %s %s', (code, direction) => {
    expect(textDirection(code)).toBe(direction);
  });

  it("puts a route's path under a language's prefix, and finds the language in a path", () => {
    const french = { code: 'fr', name: 'Français', dir: 'ltr', prefix: '/fr' } as const;
    expect(inLanguage(french, '/')).toBe('/fr');
    expect(inLanguage(french, '/about')).toBe('/fr/about');
    expect(inLanguage(defaultLanguage, '/about')).toBe('/about');
    expect(splitLanguage('/about')).toEqual({ language: defaultLanguage, path: '/about' });
    const among = [defaultLanguage, french];
    expect(splitLanguage('/fr/about', among)).toEqual({ language: french, path: '/about' });
    expect(splitLanguage('/FR', among)).toEqual({ language: french, path: '/' });
    expect(splitLanguage('/fresh', among)).toEqual({ language: defaultLanguage, path: '/fresh' });
  });
});
