import type { Result } from 'axe-core';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The violations as a readable list: rule, what it asks for, and where it failed. */
export function formatViolations(violations: Result[]): string {
  if (violations.length === 0) return 'no axe violations';
  return violations
    .map((violation) => {
      const targets = violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n');
      return `${violation.id} (${violation.impact ?? 'unknown impact'}): ${violation.help}\n${targets}`;
    })
    .join('\n');
}
