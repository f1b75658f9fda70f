/**
 * The inline script in the head of every page (written there by the colour-scheme Vite plugin):
 * it applies the visitor's stored choice before the body is parsed, so the first paint already
 * has the chosen colours. Without a choice, or without JavaScript, the style sheet follows the
 * system's scheme by itself.
 */
import { applyColorScheme, storedColorScheme } from './colorScheme';

const choice = storedColorScheme();
if (choice !== 'system') applyColorScheme(choice);
