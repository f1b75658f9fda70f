import { contactFormAttribute, heldSubmitAttribute, holdSubmitsUntilAppRuns } from './heldSubmit';

/**
 * A page of its own, with the inline script's listener, and a form on it: the contact form,
 * marked for the script, unless `contact` is false.
 */
function pageWithForm({ contact = true } = {}) {
  const doc = document.implementation.createHTMLDocument();
  holdSubmitsUntilAppRuns(doc);
  const form = doc.createElement('form');
  if (contact) form.setAttribute(contactFormAttribute, '');
  form.innerHTML = '<input name="name" value="A name"><button type="submit">Submit</button>';
  doc.body.append(form);
  return form;
}

/** Submits `form` as the browser does, and tells whether the submission goes on (a page load). */
const submit = (form: HTMLFormElement) =>
  form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));

/** Whether the form shows that its message waits for the app. */
const held = (form: HTMLFormElement) => form.hasAttribute(heldSubmitAttribute);

describe('holding a contact message sent before the app runs', () => {
  it('holds back a submit of the contact form that nothing answered, and marks the form', () => {
    const form = pageWithForm();
    expect(held(form)).toBe(false);

    expect(submit(form)).toBe(false);
    expect(held(form)).toBe(true);
  });

  it('leaves a submit the app answered (and claimed) to the app', () => {
    const form = pageWithForm();
    // The app answers it first, on the form (React listens below the document), and claims it.
    form.addEventListener('submit', (event) => event.preventDefault());

    submit(form);
    expect(held(form)).toBe(false);
  });

  it('leaves other forms alone', () => {
    const form = pageWithForm({ contact: false });

    expect(submit(form)).toBe(true);
    expect(held(form)).toBe(false);
  });
});
