/**
 * The one inline script in the head of every page (written there by the colour-scheme Vite
 * plugin), small and first: what must hold from the first paint, before the app runs. It
 * applies the visitor's colour scheme and works its control, and holds back a contact message
 * sent before the app can send it.
 */
import '../../theme/colorSchemeScript';
import { holdSubmitsUntilAppRuns } from '../contact/heldSubmit';

holdSubmitsUntilAppRuns();
