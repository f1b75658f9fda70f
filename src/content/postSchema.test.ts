import { isCalendarDate, postSlugPattern, slugify } from './postSchema';

describe('slugify', () => {
  it.each([
    ['Typed Forms & You', 'typed-forms-you'],
    ['Web Dev', 'web-dev'],
    ['already-a-slug', 'already-a-slug'],
    ['  spaced   out  ', 'spaced-out'],
    ['C++ & Rust', 'c-rust'],
    ['Émigré café', 'emigre-cafe'],
    ['naïve Ünïcode', 'naive-unicode'],
    ['Node.js 24', 'node-js-24'],
    ['--leading and trailing--', 'leading-and-trailing'],
    ['ALL CAPS', 'all-caps'],
    ['2026', '2026'],
    ['!!!', ''],
    ['', ''],
  ])('turns %j into %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('makes only slugs a post or a tag page can be named by, or nothing', () => {
    for (const text of ['Typed Forms & You', 'Émigré café', ' a--b ', 'x_y', 'Ωμέγα 2']) {
      const slug = slugify(text);
      if (slug !== '') expect(slug).toMatch(postSlugPattern);
      expect(slugify(slug)).toBe(slug);
    }
  });
});

describe('isCalendarDate', () => {
  it.each(['2026-03-14', '2024-02-29', '2000-02-29', '1999-12-31', '2026-01-01'])(
    'accepts %s',
    (date) => {
      expect(isCalendarDate(date)).toBe(true);
    },
  );

  it.each([
    ['a day February does not have', '2026-02-30'],
    ['29 February of a common year', '2026-02-29'],
    ['29 February of a century that is not a leap year', '1900-02-29'],
    ['a thirteenth month', '2026-13-01'],
    ['month zero', '2026-00-10'],
    ['day zero', '2026-01-00'],
    ['31 April', '2026-04-31'],
    ['one-digit month and day', '2026-3-4'],
    ['another order', '14-03-2026'],
    ['slashes', '2026/03/14'],
    ['a time as well', '2026-03-14T10:00:00Z'],
    ['space around it', ' 2026-03-14'],
    ['words', 'March 14, 2026'],
    ['nothing', ''],
  ])('refuses %s (%j)', (_case, date) => {
    expect(isCalendarDate(date)).toBe(false);
  });
});
