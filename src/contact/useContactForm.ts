import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useScriptRunning } from '@/hooks/useScriptRunning';
import { confirmationFor, emptyContactMessage, type ContactMessage } from './contactMessage';
import { contactFieldProblem, type ContactField } from './contactRules';
import { addToOutbox } from './outboxStorage';

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * The contact form's state: the field values and the sending state, which starts on submit
 * and never ends, so the form stays disabled afterwards.
 */
export function useContactForm() {
  const [fields, setFields] = useState<ContactMessage>(emptyContactMessage);
  const [sending, setSending] = useState(false);
  const scriptRunning = useScriptRunning();

  // The proof of work is found while the visitor types, so the submit never waits for it.
  useEffect(() => {
    loadProof().then(
      ({ prepareFormProof }) => prepareFormProof(),
      // The first send tries again. Said now all the same: a bad VITE_CONTACT_API_URL in a build
      // that skipped its check (src/settings.ts) surfaces here first, on opening the page.
      (error: unknown) => console.error('The contact form could not load its sending code:', error),
    );
  }, []);

  const fieldProps = (field: ContactField) => ({
    name: field,
    value: fields[field],
    onChange: (event: ChangeEvent<FieldElement>) => {
      const { value } = event.target;
      applyServerRule(event.target, field);
      setFields((current) => ({ ...current, [field]: value }));
    },
  });

  // The browser has already checked every field against the server's rule by now.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const message = fields;
    // Kept before anything else happens, so that closing the tab at the alert loses nothing.
    const kept = addToOutbox(message);
    window.alert(confirmationFor(message.name));
    // Disable the form on screen before the request leaves, so it cannot be sent twice.
    flushSync(() => {
      setFields(emptyContactMessage);
      setSending(true);
    });
    // The visitor is shown nothing about the outcome: it goes to the console only.
    if (kept) {
      loadOutbox().then(
        ({ flushOutbox }) => flushOutbox({ including: kept }),
        // It stays kept, for the next page load to send.
        (error: unknown) => console.error('Contact message not sent yet:', error),
      );
    } else {
      // No storage to keep it in (private browsing, a full quota): one send, as it comes.
      loadOutbox()
        .then(({ sendUnkept }) => sendUnkept(message))
        .then(
          (reply) => console.log('Contact message sent:', reply),
          (error: unknown) => console.error('Contact message not sent:', error),
        );
    }
  };

  // Fetch the sending code while the visitor is still typing.
  const onFocus = () => void loadOutbox().catch(() => {});

  return { fieldProps, onSubmit, onFocus, sending, disabled: sending || !scriptRunning };
}

/**
 * Marks the field invalid, in the server's words, when the server would refuse its value: the
 * browser then blocks the submit and shows and announces the message as its own. The
 * browser's own checks (required, length, email format) speak first, in the visitor's language.
 */
function applyServerRule(control: FieldElement, field: ContactField) {
  control.setCustomValidity('');
  const problem = control.validity.valid ? contactFieldProblem(field, control.value) : undefined;
  control.setCustomValidity(problem ?? '');
}

/**
 * ky and the sending code are needed only by a visitor who writes: they load on demand, and only
 * through the outbox. Loaded from a second place, the contact API's address, which the proof
 * needs too, would be split into a file of its own: one more request with every form.
 */
const loadOutbox = () => import('./outbox');
const loadProof = () => import('./contactProof');
