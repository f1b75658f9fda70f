import { contactApi, parseBaseUrl } from '@/config';
import { contactApiUrl } from '@/contact/contactEndpoint';

describe('the contact API address', () => {
  it("defaults to this site's /api", () => {
    expect(contactApi).toEqual({ baseUrl: '/api' });
  });

  it.each([
    ['/api', '/api'],
    ['/api/', '/api'],
    ['/', ''],
    ['https://contact.example.com/prod/', 'https://contact.example.com/prod'],
    ['http://localhost:3000', 'http://localhost:3000'],
  ])('accepts %s as a base URL', (value, expected) => {
    expect(parseBaseUrl(value, 'VITE_CONTACT_API_URL')).toBe(expected);
  });

  it.each(['api', '', '//cdn.example.com', 'ftp://example.com', 'https://x.io/api?key=1', '/a#b'])(
    'rejects %j, naming the setting',
    (value) => {
      expect(() => parseBaseUrl(value, 'VITE_CONTACT_API_URL')).toThrow(
        /^VITE_CONTACT_API_URL must/,
      );
    },
  );

  it("resolves a path-only base against the page's origin, and leaves an absolute one alone", () => {
    const origin = 'https://alex.example';
    expect(contactApiUrl('contact', '/api', origin).href).toBe('https://alex.example/api/contact');
    expect(contactApiUrl('contact', '', origin).href).toBe('https://alex.example/contact');
    expect(contactApiUrl('contact/challenge', 'https://api.example.com/prod', origin).href).toBe(
      'https://api.example.com/prod/contact/challenge',
    );
  });
});
