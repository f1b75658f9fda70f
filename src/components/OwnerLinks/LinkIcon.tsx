import type { OwnerLinkKind } from './ownerLinkList';

/**
 * The icon of a kind of link, drawn in the text colour. Decorative: the link has a name. The
 * shapes are symbols in index.html, outside the app: in every page, they need no request
 * before the first paint and cost the script nothing.
 */
export function LinkIcon({ kind }: { kind: OwnerLinkKind }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
      <use href={iconHref(kind)} />
    </svg>
  );
}

export const iconHref = (kind: OwnerLinkKind) => `#icon-${kind}`;
