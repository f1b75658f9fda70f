/**
 * Locators that read nothing of the site's theme or content, so that the measuring scripts,
 * which Node runs as they are, share them with the browser tests.
 */
import type { Locator, Page } from '@playwright/test';

/** `text` as a pattern that matches it exactly, whatever characters it holds. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The summary whose text is `name`, exactly (its visually hidden words count). */
export function summaryNamed(scope: Page | Locator, name: string): Locator {
  return scope
    .locator('details > summary')
    .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(name)}\\s*$`) });
}
