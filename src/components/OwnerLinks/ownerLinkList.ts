// Relative imports: the browser tests read this module outside the app's build.
import type { ProfileLinks } from '../../content/schema.ts';
import { ui } from '../../content/ui.ts';

export type OwnerLinkKind = 'email' | 'github' | 'linkedin' | 'resume' | 'other';

/** One way to reach the owner, as the site shows it. */
export interface OwnerLink {
  kind: OwnerLinkKind;
  /** The link's name: the text of an icon-only link, and the first words of a listed one. */
  label: string;
  href: string;
  /** What the link leads to, in a few words: an address, a profile path, a file kind. */
  detail: string;
  /** Opens in a new tab: every link but email, which opens the visitor's mail program. */
  external: boolean;
}

/** The words that name the owner's links (`ui.ownerLinks`), in a page's language. */
export type OwnerLinkWords = (typeof ui)['ownerLinks'];

/**
 * The owner's links from the content, in the default language's words unless given: for the
 * tests and tools. The app names them in its page's own words (ownerLinksIn), so that no
 * browser code holds the default's words unless its page is in the default language.
 */
export function ownerLinkList(
  links: ProfileLinks,
  words: OwnerLinkWords = ui.ownerLinks,
): OwnerLink[] {
  return ownerLinksIn(words, links);
}

/** The owner's links from the content, in the order the site shows them, named in `words`. */
export function ownerLinksIn(words: OwnerLinkWords, links: ProfileLinks): OwnerLink[] {
  const web = (kind: OwnerLinkKind, label: string, href: string, detail = shortUrl(href)) => ({
    kind,
    label,
    href,
    detail,
    external: true,
  });
  return [
    {
      kind: 'email',
      label: words.email,
      href: links.email,
      detail: links.email.slice('mailto:'.length),
      external: false,
    },
    web('github', 'GitHub', links.github),
    web('linkedin', 'LinkedIn', links.linkedin),
    ...(links.resume ? [web('resume', words.resume, links.resume, words.resumeDetail)] : []),
    ...(links.others ?? []).map(({ label, href }) => web('other', label, href)),
  ];
}

/** `github.com/sam` for `https://www.github.com/sam/`. */
function shortUrl(href: string): string {
  const { hostname, pathname } = new URL(href);
  return `${hostname.replace(/^www\./, '')}${pathname.replace(/\/$/, '')}`;
}
