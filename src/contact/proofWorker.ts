/**
 * The Web Worker that looks for the contact form's proof of work, off the main thread so that
 * typing never waits for it: ALTCHA's worker loop with the browser's own PBKDF2 (WebCrypto).
 */
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });
