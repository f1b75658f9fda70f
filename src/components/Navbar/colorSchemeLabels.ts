import type { ColorSchemeChoice } from '@theme/colorScheme';

/** What the colour scheme toggle calls each choice. */
export const colorSchemeLabels: Record<ColorSchemeChoice, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'System',
};

/** What the toggle is for: the name of the list of choices. */
export const colorSchemeControlName = 'Colour scheme';

/** The toggle's name: what it is for, and the choice in use. */
export function colorSchemeToggleName(choice: ColorSchemeChoice): string {
  return `${colorSchemeControlName}: ${colorSchemeLabels[choice]}`;
}
