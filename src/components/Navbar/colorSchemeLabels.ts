// Relative imports: the browser tests read this module outside the app's build.
import type { ColorSchemeChoice } from '../../../theme/colorScheme.ts';
import { fill } from '../../content/translation.ts';
import type { ui } from '../../content/ui.ts';

/** The colour scheme control's words (`ui.colorScheme`), in the page's language. */
export type ColorSchemeWords = (typeof ui)['colorScheme'];

/** The toggle's name: what it is for, and the choice in use. */
export function colorSchemeToggleName(words: ColorSchemeWords, choice: ColorSchemeChoice): string {
  return fill(words.current, { name: words.name, choice: words.choices[choice] });
}
