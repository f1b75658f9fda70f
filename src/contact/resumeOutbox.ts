/**
 * The start-up hook, run once on every page load: messages that an earlier visit could not
 * deliver (the network was down, the tab was closed) are sent again. It costs one localStorage
 * read; the sending code and its HTTP client load only when there is something to send.
 */
import { outboxHasMessages } from './outboxStorage';

export function resumeOutbox(): void {
  if (!outboxHasMessages()) return;
  import('./outbox').then(
    ({ flushOutbox }) => flushOutbox({ everything: true }),
    // The messages stay stored, for the next page load to try again.
    (error: unknown) => console.error('Contact outbox not resumed:', error),
  );
}
