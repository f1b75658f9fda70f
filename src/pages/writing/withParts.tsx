import { Fragment, type ReactNode } from 'react';

/**
 * `template` with each `{name}` replaced by `parts[name]`, such as a link: a language puts its
 * words around the links in its own order. An unknown name stays as it is written, as with fill.
 */
export function withParts(template: string, parts: Record<string, ReactNode>): ReactNode[] {
  // Splitting on the placeholders leaves each one's name at an odd index, between texts.
  return template
    .split(/\{(\w+)\}/)
    .map((piece, index) =>
      index % 2 === 0 ? piece : <Fragment key={index}>{parts[piece] ?? `{${piece}}`}</Fragment>,
    );
}
