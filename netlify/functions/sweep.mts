/**
 * The notifications a post could not deliver before its answer, a digest of held messages when
 * one is due, and the pruning of expired ones: every 15 minutes (UTC), on published deploys.
 */
import type { Config } from '@netlify/functions';
import { netlifyHandlers } from '../contact.ts';

export default netlifyHandlers(process.env).sweep;

export const config: Config = { schedule: '*/15 * * * *' };
