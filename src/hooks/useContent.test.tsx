import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { projects } from '@/content/projects';
import { defaultContent } from '@/content/siteContent';
import { textOf } from '@/content/translation';
import { defaultLanguage } from '@/language';
import { PageLanguageProvider, useContentPart } from './useContent';

const french = { code: 'fr', name: 'Français', dir: 'ltr', prefix: '/fr' } as const;

describe('a part of the content that only some pages show', () => {
  it("is the default's on a page in the default language", () => {
    const { result } = renderHook(() => useContentPart('projects', projects));
    expect(result.current).toBe(projects);
  });

  it("takes a translation's words, and keeps what every language shares", () => {
    const text = (textOf(projects) as { title: string; imgAlt: string }[]).map((project) => ({
      title: `[fr] ${project.title}`,
      imgAlt: `[fr] ${project.imgAlt}`,
    }));
    const content = { ...defaultContent, pageTexts: { projects: text } };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PageLanguageProvider language={{ ...defaultLanguage, ...french }} content={content}>
        {children}
      </PageLanguageProvider>
    );
    const { result } = renderHook(() => useContentPart('projects', projects), { wrapper });
    expect(result.current).toEqual(
      projects.map((project) => ({
        ...project,
        title: `[fr] ${project.title}`,
        imgAlt: `[fr] ${project.imgAlt}`,
      })),
    );
  });
});
