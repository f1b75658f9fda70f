/**
 * The browser side's one setting of its own: where the contact form posts
 * (VITE_CONTACT_API_URL). The app reads two more values Vite gives it, each where it is used:
 * the base path (BASE_URL, from BASE_PATH) in src/sitePath.ts, apart so that pages that link to
 * files do not load the contact form's code, and whether it runs in development (DEV) in
 * src/app/RouteView.tsx. Vite's config and the build read the setting with this same parser
 * (src/settings.ts) and stop on a value it refuses; here it gives the default and the normal form.
 */
import { parseContactApiUrl } from './settings';

/**
 * The contact API: messages are posted to `${baseUrl}/contact`. By default the site's own
 * server answers under the base path; VITE_CONTACT_API_URL names an API elsewhere.
 */
export const contactApi = {
  baseUrl: parseContactApiUrl(import.meta.env.VITE_CONTACT_API_URL, import.meta.env.BASE_URL),
} as const;
