import { isInaccessible } from '@testing-library/react';
import { computeAccessibleName } from 'dom-accessibility-api';

/**
 * Native disclosures (`<details>` and its `<summary>`) for tests. Browsers expose a summary as
 * a button whose expanded state is its details' `open`; Testing Library gives a summary no role
 * at all, so `getByRole('button', ...)` cannot find one. These find it by its accessible name, as
 * a screen reader announces it, and tell whether it is expanded.
 */

type Name = string | RegExp;

/** The summaries in `container` that a visitor can reach and that are named `name`. */
function summariesNamed(name: Name, container: ParentNode): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('details > summary')].filter((summary) => {
    if (summary.parentElement?.querySelector(':scope > summary') !== summary) return false;
    if (isInaccessible(summary)) return false;
    const accessibleName = computeAccessibleName(summary);
    return typeof name === 'string' ? accessibleName === name : name.test(accessibleName);
  });
}

/** The one summary named `name` in `container`, or null if there is none. */
export function querySummary(name: Name, container: ParentNode = document.body) {
  const found = summariesNamed(name, container);
  if (found.length > 1) throw new Error(`${found.length} summaries are named ${String(name)}`);
  return found[0] ?? null;
}

/** The one summary named `name` in `container`; throws, saying which there are, if none. */
export function getSummary(name: Name, container: ParentNode = document.body): HTMLElement {
  const summary = querySummary(name, container);
  if (summary) return summary;
  const named = [...container.querySelectorAll<HTMLElement>('details > summary')]
    .filter((candidate) => !isInaccessible(candidate))
    .map((candidate) => JSON.stringify(computeAccessibleName(candidate)));
  throw new Error(
    `No summary is named ${String(name)}; the accessible ones are named ${named.join(', ') || '(none)'}`,
  );
}

/** Whether the disclosure of `summary` is expanded: its details is open. */
export function isExpanded(summary: Element): boolean {
  const details = summary.parentElement;
  if (!(details instanceof HTMLDetailsElement)) throw new Error('this is no details’ summary');
  return details.open;
}
