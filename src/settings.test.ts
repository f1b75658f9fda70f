import { parseBasePath, parseContactApiUrl, parseSiteUrl } from './settings';

describe('BASE_PATH', () => {
  it('reads a path with a slash at each end, in its own case', () => {
    expect(parseBasePath('/')).toBe('/');
    expect(parseBasePath('')).toBe('/');
    expect(parseBasePath('portfolio')).toBe('/portfolio/');
    expect(parseBasePath('/My-Portfolio')).toBe('/My-Portfolio/');
    expect(parseBasePath(' /sites/my-work_2.0/ ')).toBe('/sites/my-work_2.0/');
  });
});

describe('SITE_URL', () => {
  it('takes an http(s) origin, in the form browsers write it', () => {
    expect(parseSiteUrl('https://sam.example/')).toBe('https://sam.example');
    expect(parseSiteUrl('https://Sam.Example:8443')).toBe('https://sam.example:8443');
    expect(parseSiteUrl('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
  });
});

describe('VITE_CONTACT_API_URL', () => {
  it("is the site's own API under the base path when unset or empty", () => {
    expect(parseContactApiUrl(undefined, '/')).toBe('/api');
    expect(parseContactApiUrl('', '/portfolio/')).toBe('/portfolio/api');
  });

  it.each([
    ['/api', '/api'],
    ['/api/', '/api'],
    ['/', ''],
    ['https://contact.example.com/prod/', 'https://contact.example.com/prod'],
    ['HTTPS://Contact.Example.com/prod', 'https://contact.example.com/prod'],
    ['http://localhost:3000', 'http://localhost:3000'],
  ])('takes %j as %j, ready for paths to be appended', (value, expected) => {
    expect(parseContactApiUrl(value, '/')).toBe(expected);
  });
});

/** Each setting's bad values, and the whole sentence for one of them. */
const refusals = [
  {
    setting: 'BASE_PATH',
    parse: parseBasePath,
    values: ['/a b/', '/../', '/x?y', 'https://example.com/x/', '/x#top'],
    refusedInWords: {
      value: '/my portfolio/',
      sentence:
        'BASE_PATH must be a path whose parts hold only letters, digits and -._~, such as /portfolio/, not "/my portfolio/".',
    },
  },
  {
    setting: 'SITE_URL',
    parse: parseSiteUrl,
    values: [
      'sam.example',
      'ftp://sam.example',
      'https://sam.example/?ref=1',
      'https://sam.example/portfolio',
      'https://sam.example/#top',
      'https://owner:secret@sam.example',
      '',
    ],
    refusedInWords: {
      value: 'https://sam.example/portfolio',
      sentence:
        'SITE_URL must be an http(s) origin (scheme, host and port only), such as https://me.example, not "https://sam.example/portfolio".',
    },
  },
  {
    setting: 'VITE_CONTACT_API_URL',
    parse: (value: string) => parseContactApiUrl(value, '/'),
    values: [
      'api',
      '//host/api',
      '/\\host/api',
      '//',
      'ftp://example.com',
      'https://x/api?k=1',
      '/a#b',
      'https://owner:secret@api.example.com/api',
    ],
    refusedInWords: {
      value: '//host/api',
      sentence:
        'VITE_CONTACT_API_URL must be an http(s) URL or a path that starts with a single "/", with no query, fragment or credentials, such as https://api.example.com/api or /api, not "//host/api".',
    },
  },
];

describe.each(refusals)('$setting, refused', ({ setting, parse, values, refusedInWords }) => {
  it.each(values)(
    'refuses %j in one sentence: the setting, a good value and the value',
    (value) => {
      const message = refusal(parse, value);
      const given = ` not ${JSON.stringify(value)}.`;
      expect(message.startsWith(`${setting} must be `)).toBe(true);
      expect(message.endsWith(given)).toBe(true);
      const rule = message.slice(0, -given.length);
      expect(rule).toMatch(/, such as \S+( or \S+)?,$/);
      // Nothing ends the sentence early, and it stays on one line.
      expect(rule).not.toMatch(/[.!?:;]\s|\n/);
    },
  );

  it('says it in these words', () => {
    expect(refusal(parse, refusedInWords.value)).toBe(refusedInWords.sentence);
  });
});

/** The message `parse` throws for `value`. */
function refusal(parse: (value: string) => string, value: string): string {
  try {
    parse(value);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error(`${JSON.stringify(value)} was accepted`);
}
