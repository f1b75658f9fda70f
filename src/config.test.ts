import { contactApi } from '@/config';
import { contactApiUrl } from '@/contact/contactEndpoint';

describe('the contact API address', () => {
  it("defaults to this site's /api", () => {
    expect(contactApi).toEqual({ baseUrl: '/api' });
  });

  it("resolves a path-only base against the page's origin, and leaves an absolute one alone", () => {
    const origin = 'https://alex.example';
    expect(contactApiUrl('contact', '/api', origin).href).toBe('https://alex.example/api/contact');
    expect(contactApiUrl('contact', '', origin).href).toBe('https://alex.example/contact');
    expect(contactApiUrl('contact/challenge', 'https://api.example.com/prod', origin).href).toBe(
      'https://api.example.com/prod/contact/challenge',
    );
  });
});
