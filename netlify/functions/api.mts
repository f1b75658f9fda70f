/** The contact API, on the site's own origin: every request under /api. */
import type { Config } from '@netlify/functions';
import { netlifyHandlers } from '../contact.ts';

export default netlifyHandlers(process.env).api;

export const config: Config = { path: '/api/*' };
