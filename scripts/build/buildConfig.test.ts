import { LOCAL_SITE_URL, loadBuildConfig } from './buildConfig.ts';
import { describe, expect, it } from 'vitest';

describe('SITE_URL', () => {
  it('takes the http(s) origin, and drops a trailing slash', () => {
    expect(loadBuildConfig({ SITE_URL: 'https://sam.example/' })).toMatchObject({
      siteUrl: 'https://sam.example',
      warnings: [],
    });
  });

  it('falls back to where npm start serves the site, with a warning that names SITE_URL', () => {
    const { siteUrl, warnings } = loadBuildConfig({});
    expect(siteUrl).toBe(LOCAL_SITE_URL);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('SITE_URL is not set');
    expect(warnings[0]).toContain(LOCAL_SITE_URL);
  });

  it('is required for a production build, which fails naming it', () => {
    expect(() => loadBuildConfig({ NODE_ENV: 'production' })).toThrow(/^SITE_URL is not set/);
    expect(
      loadBuildConfig({ NODE_ENV: 'production', SITE_URL: 'https://sam.example' }),
    ).toMatchObject({ siteUrl: 'https://sam.example', warnings: [] });
  });

  it('refuses an address with a path, naming the setting', () => {
    expect(() => loadBuildConfig({ SITE_URL: 'https://sam.example/portfolio' })).toThrow(
      /^SITE_URL must be /,
    );
  });
});

describe('BASE_PATH, HOSTING and the contact API', () => {
  it('serves the site at the root of its host, from its own server, by default', () => {
    expect(loadBuildConfig({})).toMatchObject({ basePath: '/', hosting: 'server', apiOrigins: [] });
  });

  it('reads the base path with a slash at each end', () => {
    expect(loadBuildConfig({ BASE_PATH: 'portfolio' }).basePath).toBe('/portfolio/');
    expect(() => loadBuildConfig({ BASE_PATH: '/my portfolio/' })).toThrow(/^BASE_PATH must be /);
  });

  it('lets the pages call a contact API on another origin', () => {
    const config = loadBuildConfig({ VITE_CONTACT_API_URL: 'https://api.sam.example/v1/api' });
    expect(config.apiOrigins).toEqual(['https://api.sam.example']);
    expect(loadBuildConfig({ VITE_CONTACT_API_URL: '/api' }).apiOrigins).toEqual([]);
  });

  it('refuses, on every host, a contact API address the browser would refuse', () => {
    for (const HOSTING of [undefined, 'server', 'static']) {
      for (const VITE_CONTACT_API_URL of ['api', '//host/api', 'https://x/api?k=1']) {
        expect(() => loadBuildConfig({ HOSTING, VITE_CONTACT_API_URL })).toThrow(
          /^VITE_CONTACT_API_URL must be /,
        );
      }
    }
  });

  it('stops a static build without an absolute contact API address, naming the setting', () => {
    for (const VITE_CONTACT_API_URL of [undefined, '', '/api']) {
      expect(() => loadBuildConfig({ HOSTING: 'static', VITE_CONTACT_API_URL })).toThrow(
        /^VITE_CONTACT_API_URL is not set to an absolute address/,
      );
    }
    expect(
      loadBuildConfig({ HOSTING: 'static', VITE_CONTACT_API_URL: 'https://api.sam.example/api' }),
    ).toMatchObject({ hosting: 'static', apiOrigins: ['https://api.sam.example'] });
    expect(() => loadBuildConfig({ HOSTING: 'cloud' })).toThrow(
      /^HOSTING must be server or static/,
    );
  });
});
