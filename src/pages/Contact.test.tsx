import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ThemeProvider } from 'styled-components';
import { theme } from '@theme/theme';
import { checkContactMessage } from '../../server/contact/schema.ts';
import { renderPage } from '@/app/entry-server';
import { ownerLinkList } from '@/components/OwnerLinks/ownerLinkList';
import { confirmationFor } from '@/contact/contactMessage';
import {
  contactFieldProblemCode,
  contactProblemText,
  type ContactField,
} from '@/contact/contactRules';
import { heldSubmitAttribute, holdSubmitsUntilAppRuns } from '@/contact/heldSubmit';
import { retrySteps } from '@/contact/outbox';
import { readOutbox } from '@/contact/outboxStorage';
import { profile } from '@/content/profile';
import { defaultContent } from '@/content/siteContent';
import { fill } from '@/content/translation';
import { ui } from '@/content/ui';
import { PageLanguageProvider } from '@/hooks/useContent';
import { defaultLanguage } from '@/language';
import { Contact } from '@/pages/Contact';
import { routes } from '@/routes';
import { hydratePrerendered, removePrerendered, showPrerendered } from '@/testing/prerendered';
import { renderApp } from '@/testing/renderApp';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Headers that Node's fetch sets on every request by itself, whoever calls it. */
const fetchOwnHeaders = new Set([
  'accept',
  'accept-encoding',
  'accept-language',
  'connection',
  'content-length',
  'host',
  'sec-fetch-mode',
  'user-agent',
]);

interface SeenRequest {
  method: string;
  path: string;
  /** The headers the app set: fetch's own are left out. */
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Answers POST /api/contact with `answers` in turn (the last one from then on) and records each
 * request as it arrives, in `events` too, so a test can tell what happened first.
 */
function contactServer(events: string[], ...answers: (() => Response)[]) {
  const requests: SeenRequest[] = [];
  server.use(
    http.post('*/api/contact', async ({ request }) => {
      events.push('request');
      requests.push({
        method: request.method,
        path: new URL(request.url).pathname,
        headers: Object.fromEntries(
          [...request.headers].filter(([name]) => !fetchOwnHeaders.has(name)),
        ),
        body: await request.json(),
      });
      const answer = answers[Math.min(requests.length, answers.length) - 1];
      if (!answer) throw new Error('contactServer needs at least one answer');
      return answer();
    }),
  );
  return requests;
}

const created = () => HttpResponse.json({ id: 1 }, { status: 201 });

/** Long enough for the outbox's first pause after a failure, and the send that follows it. */
const afterFirstRetry = { timeout: retrySteps.firstMs + 1_000 };

/** Silences and records the alert and the console, where the form's only outcomes go. */
function spyOnOutcomes(events: string[]) {
  return {
    alert: vi.spyOn(window, 'alert').mockImplementation(() => {
      events.push('alert');
    }),
    log: vi.spyOn(console, 'log').mockImplementation(() => {}),
    warn: vi.spyOn(console, 'warn').mockImplementation(() => {}),
    error: vi.spyOn(console, 'error').mockImplementation(() => {}),
  };
}

const ada = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello!\nShall we talk?' };

const nameField = () => screen.getByLabelText(ui.contact.labels.name);
const emailField = () => screen.getByLabelText(ui.contact.labels.email);
const messageField = () => screen.getByLabelText(ui.contact.labels.message);
const submitButton = () => screen.getByRole('button', { name: ui.contact.submit });

/** What the form says of a `value` the server refuses in `field`: the page's words for its problem. */
function formWords(field: ContactField, value: string) {
  const problem = contactFieldProblemCode(field, value);
  if (!problem) throw new Error(`the server takes ${JSON.stringify(value)} as the ${field}`);
  return contactProblemText(ui.contact.problems[problem], field, ui.contact.problemLabels);
}

async function fillIn(user: UserEvent, values: Partial<typeof ada>) {
  if (values.name) await user.type(nameField(), values.name);
  if (values.email) await user.type(emailField(), values.email);
  if (values.message) await user.type(messageField(), values.message);
}

async function sendAsAda() {
  const events: string[] = [];
  const outcomes = spyOnOutcomes(events);
  const requests = contactServer(events, created);
  const { user } = renderApp(routes.contact.path);
  await fillIn(user, ada);
  await user.click(submitButton());
  return { events, requests, ...outcomes };
}

describe('Contact', () => {
  it('shows the heading and the labelled, required fields', () => {
    renderApp(routes.contact.path);
    expect(
      screen.getByRole('heading', { level: 1, name: routes.contact.title }),
    ).toBeInTheDocument();

    expect(nameField()).toHaveAttribute('type', 'text');
    expect(nameField()).toHaveAttribute('autocomplete', 'name');
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(emailField()).toHaveAttribute('autocomplete', 'email');
    expect(messageField().tagName).toBe('TEXTAREA');
    expect(messageField()).toHaveAttribute('rows', '3');
    for (const field of [nameField(), emailField(), messageField()]) {
      expect(field).toBeRequired();
      expect(field).toBeEnabled();
    }
    expect(submitButton()).toHaveAttribute('type', 'submit');
    expect(submitButton().closest('form')).not.toHaveAttribute('novalidate');
  });

  it("limits each field to the server's maximum length", async () => {
    const { user } = renderApp(routes.contact.path);
    expect(nameField()).toHaveAttribute('maxlength', '100');
    expect(emailField()).toHaveAttribute('maxlength', '254');
    expect(messageField()).toHaveAttribute('maxlength', '5000');

    await user.type(nameField(), 'x'.repeat(101));
    expect(nameField()).toHaveValue('x'.repeat(100));
  });

  it('thanks the visitor by name in an alert, then posts exactly what they typed', async () => {
    const { events, requests, alert } = await sendAsAda();

    await waitFor(() => expect(requests).toHaveLength(1));
    expect(alert).toHaveBeenCalledExactlyOnceWith(
      fill(ui.contact.confirmation, { name: 'Ada Lovelace' }),
    );
    expect(events).toEqual(['alert', 'request']);
    expect(requests[0]).toEqual({
      method: 'POST',
      path: '/api/contact',
      headers: { 'content-type': 'application/json', 'content-language': defaultLanguage.code },
      body: ada,
    });
  });

  it('empties and disables the form on submit, and keeps it so after the answer', async () => {
    const { log } = await sendAsAda();

    const fields = [nameField(), emailField(), messageField()];
    for (const field of fields) {
      expect(field).toHaveValue('');
      expect(field).toBeDisabled();
    }
    expect(submitButton()).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(ui.contact.sending);

    await waitFor(() => expect(log).toHaveBeenCalled());
    for (const field of fields) {
      expect(field).toHaveValue('');
      expect(field).toBeDisabled();
    }
    expect(submitButton()).toBeDisabled();
  });

  it('logs the answer to the console and shows nothing more', async () => {
    const { log, error } = await sendAsAda();

    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('Contact message sent:', { status: 201, body: { id: 1 } }),
    );
    expect(error).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets the browser block a submit with empty fields', async () => {
    const events: string[] = [];
    const { alert } = spyOnOutcomes(events);
    const requests = contactServer(events, created);
    const { user } = renderApp(routes.contact.path);

    await user.click(submitButton());

    expect(nameField()).toBeInvalid();
    expect(alert).not.toHaveBeenCalled();
    expect(requests).toHaveLength(0);
    expect(submitButton()).toBeEnabled();
  });

  it('lets the browser block a malformed email', async () => {
    const events: string[] = [];
    const { alert } = spyOnOutcomes(events);
    const requests = contactServer(events, created);
    const { user } = renderApp(routes.contact.path);

    await fillIn(user, { ...ada, email: 'not-an-email' });
    await user.click(submitButton());

    expect(emailField()).toBeInvalid();
    expect(nameField()).toBeValid();
    expect(alert).not.toHaveBeenCalled();
    expect(requests).toHaveLength(0);
    expect(nameField()).toHaveValue(ada.name);
  });

  it('retries after a 503 and delivers with one more request, showing no failure', async () => {
    const events: string[] = [];
    const { log, error } = spyOnOutcomes(events);
    const requests = contactServer(events, () => new HttpResponse(null, { status: 503 }), created);
    const { user } = renderApp(routes.contact.path);
    await fillIn(user, ada);
    await user.click(submitButton());

    await waitFor(() => expect(log).toHaveBeenCalledOnce(), afterFirstRetry);
    expect(requests).toHaveLength(2);
    expect(requests[1]?.body).toEqual(ada);
    expect(log).toHaveBeenCalledWith('Contact message sent:', { status: 201, body: { id: 1 } });
    expect(error).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('retries after a network failure', async () => {
    const events: string[] = [];
    const { log } = spyOnOutcomes(events);
    const requests = contactServer(events, () => HttpResponse.error(), created);
    const { user } = renderApp(routes.contact.path);
    await fillIn(user, ada);
    await user.click(submitButton());

    await waitFor(() => expect(log).toHaveBeenCalledOnce(), afterFirstRetry);
    expect(requests).toHaveLength(2);
  });

  it('keeps the message in the browser until the server has stored it', async () => {
    const events: string[] = [];
    const { log } = spyOnOutcomes(events);
    const keptWhenRequested: unknown[] = [];
    server.use(
      http.post('*/api/contact', () => {
        keptWhenRequested.push(...readOutbox().map((entry) => entry.message));
        return created();
      }),
    );
    const { user } = renderApp(routes.contact.path);
    await fillIn(user, ada);
    await user.click(submitButton());

    await waitFor(() => expect(log).toHaveBeenCalledOnce());
    expect(keptWhenRequested).toEqual([ada]);
    expect(readOutbox()).toEqual([]);
  });

  it('keeps a rate-limited message (429) to send again later, and only the console hears of it', async () => {
    const events: string[] = [];
    const { log, warn, error } = spyOnOutcomes(events);
    const requests = contactServer(events, () =>
      HttpResponse.json(
        { error: 'Too many messages.' },
        { status: 429, headers: { 'Retry-After': '600' } },
      ),
    );
    const { user } = renderApp(routes.contact.path);
    await fillIn(user, ada);
    await user.click(submitButton());

    // The outbox's own word; this test browser, with no Web Workers, also warns of the proof.
    const kept = () => warn.mock.calls.filter(([text]) => String(text).includes('it is kept'));
    await waitFor(() => expect(kept()).toHaveLength(1));
    expect(requests).toHaveLength(1);
    expect(readOutbox().map((entry) => entry.message)).toEqual([ada]);
    expect(log).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
  });

  it('drops a message the server refuses (422), logging the reason to the console only', async () => {
    const events: string[] = [];
    const { log, error } = spyOnOutcomes(events);
    const reason = { error: 'Some fields are missing or invalid.', fields: { name: 'No.' } };
    const requests = contactServer(events, () => HttpResponse.json(reason, { status: 422 }));
    const { user } = renderApp(routes.contact.path);
    await fillIn(user, ada);
    await user.click(submitButton());

    await waitFor(() => expect(error).toHaveBeenCalledOnce());
    expect(error).toHaveBeenCalledWith(expect.any(String), { status: 422, body: reason });
    expect(requests).toHaveLength(1);
    expect(readOutbox()).toEqual([]);
    expect(log).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(ui.contact.sending);
    expect(submitButton()).toBeDisabled();
  });

  it.each([
    ['full', 'QuotaExceededError'],
    ['blocked', 'SecurityError'],
  ])('sends as before when browser storage is %s', async (_, errorName) => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Storage is not available.', errorName);
    });
    const { events, requests, alert, log } = await sendAsAda();

    await waitFor(() => expect(log).toHaveBeenCalledOnce());
    expect(events).toEqual(['alert', 'request']);
    expect(alert).toHaveBeenCalledOnce();
    expect(requests.map((request) => request.body)).toEqual([ada]);
    expect(submitButton()).toBeDisabled();
  });

  it.each([
    ['a name of spaces only', { ...ada, name: '   ' }, 'name'],
    ['an address without a dotted domain', { ...ada, email: 'user@localhost' }, 'email'],
    ['an address with a doubled dot', { ...ada, email: 'a..b@example.com' }, 'email'],
    ['a message of line breaks only', { ...ada, message: '\n\n' }, 'message'],
  ] as const)(
    "blocks %s, which the server refuses, saying why in the page's words",
    async (_, values, name) => {
      const events: string[] = [];
      const { alert } = spyOnOutcomes(events);
      const requests = contactServer(events, created);
      const { user } = renderApp(routes.contact.path);

      await fillIn(user, values);
      await user.click(submitButton());

      expect(checkContactMessage(values).ok).toBe(false);
      const field = screen.getByLabelText(ui.contact.labels[name]) as HTMLInputElement;
      expect(field).toBeInvalid();
      expect(field.validationMessage).toBe(formWords(name, values[name]));
      expect(alert).not.toHaveBeenCalled();
      expect(requests).toHaveLength(0);
      expect(readOutbox()).toEqual([]);
    },
  );

  it('lets the visitor send once a refused value is corrected', async () => {
    const events: string[] = [];
    const { alert } = spyOnOutcomes(events);
    const requests = contactServer(events, created);
    const { user } = renderApp(routes.contact.path);

    await fillIn(user, { ...ada, email: 'ada@localhost' });
    await user.click(submitButton());
    expect(emailField()).toBeInvalid();

    await user.type(emailField(), '.example');
    expect(emailField()).toBeValid();
    await user.click(submitButton());
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(alert).toHaveBeenCalledOnce();
    expect(requests[0]?.body).toEqual({ ...ada, email: 'ada@localhost.example' });
  });
});

describe('Contact in another language', () => {
  const words: typeof ui.contact = {
    ...ui.contact,
    labels: { name: 'Votre nom', email: 'Votre adresse', message: 'Votre message' },
    submit: 'Envoyer',
    confirmation: 'Merci {name}, votre message est envoyé.',
    problemLabels: { ...ui.contact.problemLabels, name: 'Le nom' },
    problems: { ...ui.contact.problems, required: '{label} est obligatoire.' },
  };

  function renderInFrench() {
    const user = userEvent.setup();
    render(
      <ThemeProvider theme={theme}>
        <PageLanguageProvider
          language={{ ...defaultLanguage, code: 'fr', name: 'Français', prefix: '/fr' }}
          content={{ ...defaultContent, ui: { ...ui, contact: words } }}
        >
          <Contact />
        </PageLanguageProvider>
      </ThemeProvider>,
    );
    return user;
  }

  it("labels the form, says why the server would refuse a value and thanks in the page's words", async () => {
    const events: string[] = [];
    const { alert } = spyOnOutcomes(events);
    const requests = contactServer(events, created);
    const user = renderInFrench();
    const name = screen.getByLabelText(words.labels.name) as HTMLInputElement;
    await user.type(name, '   ');
    await user.type(screen.getByLabelText(words.labels.email), ada.email);
    await user.type(screen.getByLabelText(words.labels.message), ada.message);
    const send = screen.getByRole('button', { name: words.submit });
    await user.click(send);
    expect(name.validationMessage).toBe('Le nom est obligatoire.');
    expect(alert).not.toHaveBeenCalled();

    await user.clear(name);
    await user.type(name, ada.name);
    await user.click(send);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(alert).toHaveBeenCalledExactlyOnceWith(`Merci ${ada.name}, votre message est envoyé.`);
    expect(screen.getByRole('status')).toHaveTextContent(words.sending);
  });
});

describe('Contact, before the app runs', () => {
  // The page's inline script, run as the head runs it, before the body is parsed; its
  // listener is taken away after each test, as each page load has a document of its own.
  let stopHolding = () => {};
  beforeEach(() => {
    const addEventListener = vi.spyOn(document, 'addEventListener');
    holdSubmitsUntilAppRuns();
    const listeners = [...addEventListener.mock.calls];
    addEventListener.mockRestore();
    stopHolding = () => listeners.forEach((listener) => document.removeEventListener(...listener));
  });
  afterEach(() => {
    stopHolding();
    removePrerendered();
  });

  const form = () => submitButton().closest('form') as HTMLFormElement;

  it('prerenders a form that takes typing, hidden without JavaScript, where a note says why', () => {
    const { html, styleTags } = renderPage(routes.contact.path);
    expect(/<noscript>(.*)<\/noscript>/s.exec(html)?.[1]).toContain(ui.contact.noScript);

    showPrerendered(routes.contact.path);
    for (const field of [nameField(), emailField(), messageField(), submitButton()]) {
      expect(field).toBeEnabled();
    }
    const css = styleTags.replace(/\s+/g, ' ').replace(/\s*([{}:;,])\s*/g, '$1');
    const hiddenWithoutScript = [...form().classList].filter((name) =>
      css.includes(`@media (scripting:none){.${name}{display:none;}}`),
    );
    expect(hiddenWithoutScript).toHaveLength(1);
  });

  it('keeps what was typed before the app ran, and sends it when the visitor submits', async () => {
    const events: string[] = [];
    const { alert } = spyOnOutcomes(events);
    const requests = contactServer(events, created);
    showPrerendered(routes.contact.path);
    const user = userEvent.setup();
    await fillIn(user, ada);

    const { reported } = await hydratePrerendered();
    expect(reported).toEqual([]);
    expect(nameField()).toHaveValue(ada.name);
    expect(emailField()).toHaveValue(ada.email);
    expect(messageField()).toHaveValue(ada.message);

    // The app renders the form from then on: writing more in one field keeps the others.
    const more = { ...ada, message: `${ada.message} Soon?` };
    await user.type(messageField(), ' Soon?');
    expect(nameField()).toHaveValue(more.name);
    expect(emailField()).toHaveValue(more.email);
    expect(messageField()).toHaveValue(more.message);

    await user.click(submitButton());
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toEqual(more);
    expect(alert).toHaveBeenCalledExactlyOnceWith(confirmationFor(more.name));
  });

  it('holds a message sent before the app ran, and sends it once as the app takes over', async () => {
    const events: string[] = [];
    const { alert, log } = spyOnOutcomes(events);
    const requests = contactServer(events, created);
    showPrerendered(routes.contact.path);
    const user = userEvent.setup();
    await fillIn(user, ada);
    await user.click(submitButton());

    // Held, and shown so: nothing is sent or kept yet, and the page stays where it is.
    expect(form()).toHaveAttribute(heldSubmitAttribute);
    expect(alert).not.toHaveBeenCalled();
    expect(readOutbox()).toEqual([]);

    const { reported } = await hydratePrerendered();
    expect(reported).toEqual([]);
    await waitFor(() => expect(log).toHaveBeenCalledOnce());
    expect(requests.map((request) => request.body)).toEqual([ada]);
    expect(alert).toHaveBeenCalledExactlyOnceWith(confirmationFor(ada.name));
    expect(events).toEqual(['alert', 'request']);
    expect(form()).not.toHaveAttribute(heldSubmitAttribute);
    expect(screen.getByRole('status')).toHaveTextContent(ui.contact.sending);
    for (const field of [nameField(), emailField(), messageField()]) {
      expect(field).toHaveValue('');
      expect(field).toBeDisabled();
    }
  });

  it("checks what was typed before the app ran against the server's rule as the app takes over", async () => {
    const events: string[] = [];
    const { alert } = spyOnOutcomes(events);
    const requests = contactServer(events, created);
    const refused = { ...ada, name: '   ' };
    showPrerendered(routes.contact.path);
    const user = userEvent.setup();
    await fillIn(user, refused);
    // The browser's own checks pass it: it is held for the app.
    await user.click(submitButton());
    expect(form()).toHaveAttribute(heldSubmitAttribute);

    await hydratePrerendered();
    expect(checkContactMessage(refused).ok).toBe(false);
    expect(nameField()).toBeInvalid();
    expect((nameField() as HTMLInputElement).validationMessage).toBe(
      formWords('name', refused.name),
    );
    // Not sent, and no longer shown as on its way.
    expect(form()).not.toHaveAttribute(heldSubmitAttribute);
    expect(alert).not.toHaveBeenCalled();
    expect(requests).toHaveLength(0);
    expect(readOutbox()).toEqual([]);
  });
});

describe('the other ways to reach me', () => {
  it('lists every owner link after the form, with where it leads', () => {
    renderApp(routes.contact.path);
    const section = screen.getByRole('region', { name: ui.contact.otherWays });
    const links = within(section).getAllByRole('link');
    const expected = ownerLinkList(profile.links);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      expected.map((link) => link.href),
    );
    links.forEach((link, index) => expect(link).toHaveTextContent(expected[index]?.detail ?? ''));
    const form = submitButton().closest('form') as HTMLFormElement;
    expect(form.compareDocumentPosition(section)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});
