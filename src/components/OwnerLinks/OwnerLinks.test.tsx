import { readFileSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@theme/theme';
import { profile } from '@/content/profile';
import type { ProfileLinks } from '@/content/schema';
import { ui } from '@/content/ui';
import { iconHref } from './LinkIcon';
import { OwnerLinks } from './OwnerLinks';
import { ownerLinkList } from './ownerLinkList';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for a name that starts with `label` (and ends with `end`). */
const startsWith = (label: string, end = '') =>
  new RegExp(`^${escapeRegExp(label)}(?:\\s.*)?${escapeRegExp(end)}$`);

const links: ProfileLinks = {
  github: 'https://github.com/sam',
  linkedin: 'https://www.linkedin.com/in/sam/',
  email: 'mailto:sam@example.com',
  others: [{ label: 'Blog', href: 'https://sam.example/blog' }],
};

describe('ownerLinkList', () => {
  it('lists email, GitHub, LinkedIn, the résumé if any, then the others, each with a short detail', () => {
    expect(ownerLinkList(links)).toEqual([
      {
        kind: 'email',
        label: ui.ownerLinks.email,
        href: 'mailto:sam@example.com',
        detail: 'sam@example.com',
        external: false,
      },
      {
        kind: 'github',
        label: 'GitHub',
        href: links.github,
        detail: 'github.com/sam',
        external: true,
      },
      {
        kind: 'linkedin',
        label: 'LinkedIn',
        href: links.linkedin,
        detail: 'linkedin.com/in/sam',
        external: true,
      },
      {
        kind: 'other',
        label: 'Blog',
        href: 'https://sam.example/blog',
        detail: 'sam.example/blog',
        external: true,
      },
    ]);
    expect(ownerLinkList({ ...links, resume: '/cv.pdf' }).map((link) => link.label)).toEqual([
      ui.ownerLinks.email,
      'GitHub',
      'LinkedIn',
      ui.ownerLinks.resume,
      'Blog',
    ]);
  });
});

describe('ownerLinkList in another language', () => {
  it('names email and the résumé, and says what the résumé is, in the words it is given', () => {
    const words = {
      ...ui.ownerLinks,
      email: `«${ui.ownerLinks.email}»`,
      resume: `«${ui.ownerLinks.resume}»`,
      resumeDetail: `«${ui.ownerLinks.resumeDetail}»`,
    };
    const list = ownerLinkList({ ...links, resume: '/cv.pdf' }, words);
    expect(list.find((link) => link.kind === 'email')?.label).toBe(words.email);
    expect(list.find((link) => link.kind === 'resume')).toMatchObject({
      label: words.resume,
      detail: words.resumeDetail,
    });
  });
});

describe('the link icons', () => {
  it('have their shapes in every page: a symbol in index.html for each kind of link', () => {
    const page = new DOMParser().parseFromString(readFileSync('index.html', 'utf8'), 'text/html');
    const kinds = ownerLinkList({ ...links, resume: '/cv.pdf' }).map((link) => link.kind);
    for (const kind of new Set(kinds)) {
      const symbol = page.querySelector(`body > svg[aria-hidden="true"] > symbol${iconHref(kind)}`);
      expect(symbol?.querySelector('path')?.getAttribute('d'), kind).toBeTruthy();
    }
  });
});

describe('OwnerLinks', () => {
  const shown = ownerLinkList(profile.links);

  function renderLinks(variant: 'icons' | 'list') {
    render(
      <ThemeProvider theme={theme}>
        <OwnerLinks variant={variant} label={ui.ownerLinks.name} />
      </ThemeProvider>,
    );
    return within(screen.getByRole('list', { name: ui.ownerLinks.name }));
  }

  it.each(['icons', 'list'] as const)(
    'as %s: one named link per link in the content, other sites in a new tab',
    (variant) => {
      const list = renderLinks(variant);
      const anchors = list.getAllByRole('link');
      expect(anchors.map((anchor) => anchor.getAttribute('href'))).toEqual(
        shown.map((link) => link.href),
      );
      anchors.forEach((anchor, index) => {
        const link = shown[index];
        if (!link) throw new Error('more links than the content has');
        expect(anchor).toHaveAccessibleName(
          startsWith(link.label, link.external ? ui.externalLink.newTab : ''),
        );
        if (link.external) {
          expect(anchor).toHaveAttribute('target', '_blank');
          expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
        } else {
          expect(anchor).not.toHaveAttribute('target');
        }
      });
    },
  );

  it('as icons, shows each name to screen readers only; as a list, with its detail', () => {
    const icons = renderLinks('icons');
    for (const link of shown) {
      expect(icons.getByRole('link', { name: startsWith(link.label) })).not.toHaveTextContent(
        link.detail,
      );
    }
  });

  it('as a list, writes out where each link leads', () => {
    const list = renderLinks('list');
    for (const link of shown) {
      expect(list.getByRole('link', { name: startsWith(link.label) })).toHaveTextContent(
        link.detail,
      );
    }
  });
});
