/**
 * The inline script in the head of every page (written there by the colour-scheme Vite plugin):
 * it applies the visitor's stored choice before the body is parsed, so the first paint already
 * has the chosen colours. Without a choice, or without JavaScript, the style sheet follows the
 * system's scheme by itself.
 *
 * Until the app runs the navbar, it also works the navbar's colour scheme control, so that a
 * choice made the moment the page shows is applied at once and kept: the page's HTML marks the
 * control for the system's scheme, which this corrects as soon as the HTML is parsed, and a
 * press on a choice is applied and kept here. Once the app runs, it answers presses itself
 * and claims them (`preventDefault`), and this leaves them alone, so none is applied twice.
 */
import {
  applyColorScheme,
  colorSchemeChoiceAttribute,
  colorSchemeChoices,
  markColorSchemeChoice,
  storeColorScheme,
  storedColorScheme,
} from './colorScheme';

const choice = storedColorScheme();
if (choice !== 'system') applyColorScheme(choice);

if (choice !== 'system') {
  document.addEventListener('DOMContentLoaded', () => markColorSchemeChoice(choice));
}

document.addEventListener('click', (event) => {
  if (event.defaultPrevented || !(event.target instanceof Element)) return;
  const button = event.target.closest(`[${colorSchemeChoiceAttribute}]`);
  const chosen = colorSchemeChoices.find(
    (option) => option === button?.getAttribute(colorSchemeChoiceAttribute),
  );
  if (!chosen) return;
  applyColorScheme(chosen);
  storeColorScheme(chosen);
  markColorSchemeChoice(chosen);
});
