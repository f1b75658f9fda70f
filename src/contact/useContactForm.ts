import {
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import { flushSync } from 'react-dom';
import {
  confirmationIn,
  contactFields,
  emptyContactMessage,
  type ContactMessage,
} from './contactMessage';
import { contactFieldProblemCode, contactProblemText, type ContactField } from './contactRules';
import { contactFormAttribute, heldSubmitAttribute } from './heldSubmit';
import { addToOutbox } from './outboxStorage';
import { useContent, useLanguage } from '@/hooks/useContent';
import type { SiteContent } from '@/content/siteContent';

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/** The contact form's words, in the page's language. */
type ContactWords = SiteContent['ui']['contact'];

/**
 * The contact form's behaviour. Its fields keep their own values, as the browser's fields do
 * (React renders nothing as the visitor types: a keystroke only checks the field), and the
 * message is read from them on submit. The sending state starts on submit and never ends, so
 * the form stays disabled afterwards. The fields take typing from the first paint: as the app
 * takes over, it checks what the visitor typed, and sends a message they sent before it ran
 * (see heldSubmit.ts).
 */
export function useContactForm() {
  const words = useContent().ui.contact;
  // Sent with the message, so the owner's notification says which page it came from.
  const language = useLanguage().code;
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // For the take-over below, which runs once: it reads the page's words without depending on them.
  const checkTyped = useEffectEvent((form: HTMLFormElement) => {
    for (const control of controlsOf(form)) applyServerRule(control.element, control.field, words);
  });

  // Taking over the form as it is: what was typed is checked, and a held submit is made again,
  // now by the app.
  // The proof of work is found from here on while the visitor types, so a submit need not wait
  // for it; unless they wrote before the page could ask for it (see prepareFormProof).
  useEffect(() => {
    const form = formRef.current;
    const typed = form ? messageIn(form) : emptyContactMessage;
    const writtenFirst = contactFields.some((field) => typed[field] !== '');
    loadProof().then(
      ({ prepareFormProof }) => prepareFormProof({ writtenFirst }),
      // The first send tries again. Said now all the same: a bad VITE_CONTACT_API_URL in a build
      // that skipped its check (src/settings.ts) surfaces here first, on opening the page.
      (error: unknown) => console.error('The contact form could not load its sending code:', error),
    );
    if (!form) return;
    if (writtenFirst) checkTyped(form);
    if (!form.hasAttribute(heldSubmitAttribute)) return;
    // Made once the effects are done: the submit disables the form at once (flushSync), which
    // React cannot do from inside an effect. An effect undone before then (React's strict mode
    // runs each twice in development) makes none: the one that stays makes it, once.
    let undone = false;
    queueMicrotask(() => {
      if (undone) return;
      // It waits no more: it is sent now, or a field's check stops it and the browser says why.
      form.removeAttribute(heldSubmitAttribute);
      form.requestSubmit();
    });
    return () => {
      undone = true;
    };
  }, []);

  const fieldProps = (field: ContactField) => ({
    name: field,
    onChange: (event: ChangeEvent<FieldElement>) => applyServerRule(event.target, field, words),
  });

  // The browser has already checked every field against the server's rule by now.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.currentTarget.removeAttribute(heldSubmitAttribute);
    if (sending) return;
    const form = event.currentTarget;
    const message = messageIn(form);
    // Kept before anything else happens, so that closing the tab at the alert loses nothing.
    const kept = addToOutbox(message, language);
    window.alert(confirmationIn(words.confirmation, message.name));
    // Disable the form on screen before the request leaves, so it cannot be sent twice.
    form.reset();
    flushSync(() => setSending(true));
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
        .then(({ sendUnkept }) => sendUnkept(message, language))
        .then(
          (reply) => console.log('Contact message sent:', reply),
          (error: unknown) => console.error('Contact message not sent:', error),
        );
    }
  };

  // Fetch the sending code while the visitor is still typing.
  const onFocus = () => void loadOutbox().catch(() => {});

  const formProps = { ref: formRef, onSubmit, onFocus, [contactFormAttribute]: '' };
  return { formProps, fieldProps, sending };
}

/** The form's fields, each with the message field it holds (its `name`). */
function controlsOf(form: HTMLFormElement) {
  return contactFields.flatMap((field) => {
    const element = form.elements.namedItem(field);
    return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
      ? [{ field, element }]
      : [];
  });
}

/** The message as the form's fields hold it now. */
function messageIn(form: HTMLFormElement): ContactMessage {
  const message = { ...emptyContactMessage };
  for (const { field, element } of controlsOf(form)) message[field] = element.value;
  return message;
}

/**
 * Marks the field invalid when the server would refuse its value, saying why in the page's
 * `words` for that problem: the browser then blocks the submit and shows and announces the
 * message as its own. The browser's own checks (required, length, email format) speak first,
 * in the browser's language.
 */
function applyServerRule(control: FieldElement, field: ContactField, words: ContactWords) {
  control.setCustomValidity('');
  const problem = control.validity.valid
    ? contactFieldProblemCode(field, control.value)
    : undefined;
  control.setCustomValidity(
    problem ? contactProblemText(words.problems[problem], field, words.problemLabels) : '',
  );
}

/**
 * ky and the sending code are needed only by a visitor who writes: they load on demand, and only
 * through the outbox. Loaded from a second place, the contact API's address, which the proof
 * needs too, would be split into a file of its own: one more request with every form.
 */
const loadOutbox = () => import('./outbox');
const loadProof = () => import('./contactProof');
