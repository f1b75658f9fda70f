import { formatDay, formatMinutes } from './postFormat';

/** How the module is meant to write a day, asked of Intl directly. */
const intlDay = (locale: string, isoDay: string) =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.parse(`${isoDay}T00:00:00Z`));

const days = ['2026-03-10', '2026-01-01', '2025-12-31', '2024-02-29'];

describe('formatDay', () => {
  it('writes an English day as the site always has', () => {
    expect(formatDay('2026-03-10', 'en')).toBe('10 March 2026');
  });

  it('writes English days the British way, in any case of the tag', () => {
    for (const day of days) {
      expect(formatDay(day, 'en')).toBe(intlDay('en-GB', day));
      expect(formatDay(day, 'EN')).toBe(intlDay('en-GB', day));
    }
  });

  it("writes other languages' days as Intl does for their own tag", () => {
    for (const code of ['fr', 'de', 'pt-BR', 'ar-EG', 'en-US']) {
      for (const day of days) expect(formatDay(day, code), code).toBe(intlDay(code, day));
    }
    expect(formatDay('2026-03-10', 'fr')).not.toBe(formatDay('2026-03-10', 'en'));
  });

  it('keeps the ISO day in a time zone where it is still the day before', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Pacific/Honolulu';
    try {
      // The zone has taken: midnight UTC is the evening before here.
      expect(new Date('2026-01-01T00:00:00Z').getDate()).toBe(31);
      for (const [code, locale] of [
        ['en', 'en-GB'],
        ['fr', 'fr'],
      ] as const) {
        expect(formatDay('2026-01-01', code)).toBe(intlDay(locale, '2026-01-01'));
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe('formatMinutes', () => {
  it("writes a number of minutes in the language's digits and grouping", () => {
    for (const code of ['en', 'fr', 'de', 'ar-EG', 'fa']) {
      for (const minutes of [1, 12, 1234]) {
        expect(formatMinutes(minutes, code), code).toBe(
          new Intl.NumberFormat(code).format(minutes),
        );
      }
    }
  });
});
