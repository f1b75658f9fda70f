import { useState, useSyncExternalStore, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { sendContactMessage } from './contactClient';
import { confirmationFor, emptyContactMessage, type ContactMessage } from './contactMessage';

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * The contact form's state: the field values and the spec's sending state, which starts on
 * submit and never ends, so the form stays disabled afterwards.
 */
export function useContactForm() {
  const [fields, setFields] = useState<ContactMessage>(emptyContactMessage);
  const [sending, setSending] = useState(false);
  const scriptRunning = useScriptRunning();

  const fieldProps = (field: keyof ContactMessage) => ({
    name: field,
    value: fields[field],
    onChange: (event: ChangeEvent<FieldElement>) => {
      const { value } = event.target;
      setFields((current) => ({ ...current, [field]: value }));
    },
  });

  // The browser has already checked the required fields and the email format by now.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const message = fields;
    window.alert(confirmationFor(message.name));
    // Disable the form on screen before the request leaves, so it cannot be sent twice.
    flushSync(() => {
      setFields(emptyContactMessage);
      setSending(true);
    });
    // The spec shows nothing about the outcome: it goes to the console only.
    sendContactMessage(message).then(
      (reply) => console.log('Contact message sent:', reply),
      (error: unknown) => console.error('Contact message not sent:', error),
    );
  };

  return { fieldProps, onSubmit, sending, disabled: sending || !scriptRunning };
}

const neverChanges = () => () => {};

/**
 * False in the prerendered HTML and while it hydrates; true once the page's script runs. Without
 * the script a submit would put the message in the address bar, so the form waits for it.
 */
function useScriptRunning(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
