import { useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useScriptRunning } from '@/hooks/useScriptRunning';
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
    loadContactClient()
      .then(({ sendContactMessage }) => sendContactMessage(message))
      .then(
        (reply) => console.log('Contact message sent:', reply),
        (error: unknown) => console.error('Contact message not sent:', error),
      );
  };

  // Fetch the request code while the visitor is still typing.
  const onFocus = () => void loadContactClient().catch(() => {});

  return { fieldProps, onSubmit, onFocus, sending, disabled: sending || !scriptRunning };
}

/** ky and the request code are needed only by a visitor who writes: they load on demand. */
const loadContactClient = () => import('./contactClient');
