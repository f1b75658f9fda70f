import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { projects } from '@/content/projects';
import { defaultContent } from '@/content/siteContent';
import { defaultLanguage, type Language } from '@/language';
import { PageLanguageProvider, useContent, useContentPart, useLanguage } from './useContent';

const french: Language = { code: 'fr', name: 'Français', dir: 'ltr', prefix: '/fr' };

/** `value` with each of its strings in other words, and what every language shares kept. */
function inFrench<T>(value: T): T {
  if (typeof value === 'string') return `[fr] ${value}` as T;
  if (Array.isArray(value)) return value.map(inFrench) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inFrench(item)])) as T;
}

describe('the content a component reads', () => {
  // The test setup loads the default language's content, as a page loads its own before it
  // hydrates: every read below returns at once, with nothing to suspend for.
  it("is the default language's shell without a provider", () => {
    const { result } = renderHook(() => useContent());
    expect(result.current).toEqual(defaultContent);
  });

  it('is the shell its page was given', () => {
    const content = { ...defaultContent, ui: inFrench(defaultContent.ui) };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PageLanguageProvider language={french} content={content}>
        {children}
      </PageLanguageProvider>
    );
    const { result } = renderHook(() => useContent(), { wrapper });
    expect(result.current).toBe(content);
  });

  it("takes a part that only some pages show in the default language's words", () => {
    const { result } = renderHook(() => useContentPart('projects'));
    expect(result.current).toEqual(projects);
  });
});

describe("a page's language", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const hasWritingIn = (language: Language) =>
    renderHook(() => useLanguage(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <PageLanguageProvider language={language} content={defaultContent}>
          {children}
        </PageLanguageProvider>
      ),
    }).result.current.hasWriting;

  it('has a writing section where the build found a published post of its own', () => {
    // The languages the writing plugin found posts in, as the build defines them.
    vi.stubGlobal('__WRITING_LANGUAGES__', [french.code]);
    expect(hasWritingIn(french)).toBe(true);
    expect(hasWritingIn(defaultLanguage)).toBe(false);
  });

  it('has none where no language has posts', () => {
    vi.stubGlobal('__WRITING_LANGUAGES__', []);
    expect(hasWritingIn(french)).toBe(false);
    expect(hasWritingIn(defaultLanguage)).toBe(false);
  });
});
