import type { OwnerLinkKind } from './ownerLinks';

/** Each kind's shape on a 24 × 24 grid: filled, or drawn as a line in the text colour. */
const shapes: Record<OwnerLinkKind, { d: string; line?: true }> = {
  email: { d: 'M3 5.5h18v13H3zM3.5 6l8.5 7 8.5-7', line: true },
  github: {
    d: 'M12 .3a12 12 0 0 0-3.8 23.4c.6.1.8-.3.8-.6v-2c-3.3.7-4-1.6-4-1.6-.6-1.4-1.4-1.8-1.4-1.8-1-.7.1-.7.1-.7 1.2.1 1.8 1.2 1.8 1.2 1.1 1.8 2.8 1.3 3.5 1 0-.8.4-1.3.7-1.6-2.7-.3-5.5-1.3-5.5-5.9 0-1.3.5-2.4 1.2-3.2 0-.3-.5-1.5.2-3.2 0 0 1-.3 3.3 1.2a11.5 11.5 0 0 1 6 0C17.3 4.6 18.3 5 18.3 5c.7 1.7.2 2.9.1 3.2.8.8 1.2 1.9 1.2 3.2 0 4.6-2.8 5.6-5.5 5.9.5.4.9 1.1.9 2.2v3.3c0 .3.2.7.8.6A12 12 0 0 0 12 .3',
  },
  linkedin: {
    d: 'M5 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3zm6.5 0h3.8v1.6h.1c.5-1 1.8-2 3.7-2 4 0 4.8 2.6 4.8 6.1V21h-4v-5.1c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4z',
  },
  resume: { d: 'M6 2.5h8l4.5 4.5v14.5H6zM13.5 2.5V7.5h5M9 12.5h6.5M9 16.5h6.5', line: true },
  other: {
    d: 'M10 14a4.2 4.2 0 0 0 6 0l3-3a4.2 4.2 0 0 0-6-6l-1 1m2 4a4.2 4.2 0 0 0-6 0l-3 3a4.2 4.2 0 0 0 6 6l1-1',
    line: true,
  },
};

/**
 * The icon of a kind of link, drawn in the text colour. Decorative: the link has a name. The
 * shapes are written into the page rather than fetched from a file: a request for them would
 * start before the first paint and compete with what the page paints first.
 */
export function LinkIcon({ kind }: { kind: OwnerLinkKind }) {
  const { d, line } = shapes[kind];
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
      {line ? (
        <path
          d={d}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      ) : (
        <path d={d} fill="currentColor" />
      )}
    </svg>
  );
}
