/**
 * The name of the User Timing measure the page records for each search for a proof of work:
 * it shows in the browser's developer tools, and `npm run spam:run` reads it.
 */
export const PROOF_MEASURE = 'contact proof of work';
