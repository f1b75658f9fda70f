import type { OwnerLinkKind } from './ownerLinks';

/**
 * The icon of a kind of link, drawn in the text colour. Decorative: the link has a name. The
 * shapes live in one file, public/icons.svg, that the browser fetches once and caches: they
 * cost the page's script nothing, and the prerendered page shows them without it.
 */
export function LinkIcon({ kind }: { kind: OwnerLinkKind }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
      <use href={`${iconsFile}#${kind}`} />
    </svg>
  );
}

export const iconsFile = '/icons.svg';
