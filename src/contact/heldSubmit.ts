/**
 * A message sent before the app runs: the contact form shows, and takes typing, from the first
 * paint, but sending goes through the app (the proof of work, the outbox), which starts a
 * moment later. Until then the page's inline script holds a submit back and marks the form;
 * the app sends the held message once it runs (useContactForm). A submit the app answers
 * itself it claims (`preventDefault`), so this never holds it too: each is sent once.
 */

/** Marks the contact form, for the inline script to find. */
export const contactFormAttribute = 'data-contact-form';

/** Set on the contact form while a submit waits for the app; the form shows it is waiting. */
export const heldSubmitAttribute = 'data-submit-held';

/** Holds back the contact form's submits that no script answers yet (a plain GET otherwise). */
export function holdSubmitsUntilAppRuns(doc: Document = document): void {
  doc.addEventListener('submit', (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
    if (!form.hasAttribute(contactFormAttribute)) return;
    event.preventDefault();
    form.setAttribute(heldSubmitAttribute, '');
  });
}
