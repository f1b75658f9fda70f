import { loadBuildConfig, parseSiteUrl } from './buildConfig.ts';
import { describe, expect, it } from 'vitest';

describe('SITE_URL', () => {
  it('defaults to where npm start serves the site', () => {
    expect(loadBuildConfig({}).siteUrl).toBe('http://localhost:3000');
  });

  it('takes an absolute http(s) address and drops a trailing slash', () => {
    expect(loadBuildConfig({ SITE_URL: 'https://sam.example/' }).siteUrl).toBe(
      'https://sam.example',
    );
    expect(parseSiteUrl('https://Sam.Example:8443')).toBe('https://sam.example:8443');
  });

  it.each([
    ['sam.example', /absolute URL/],
    ['ftp://sam.example', /https:\/\/ or http:\/\//],
    ['https://sam.example/?ref=1', /origin only/],
    ['https://sam.example/portfolio', /origin only/],
  ])('rejects %s with a message that names the setting', (value, message) => {
    expect(() => parseSiteUrl(value)).toThrow(message);
    expect(() => parseSiteUrl(value)).toThrow(/SITE_URL/);
  });
});
