import { fireEvent, screen } from '@testing-library/react';
import { renderApp } from '@/testing/renderApp';
import { checkContactMessage } from '../../server/contact/schema.ts';
import { contactLimits, type ContactMessage } from './contactMessage';

const valid: ContactMessage = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hi!' };

const labels = { name: 'Your name', email: 'Your email', message: 'Message' } as const;

/**
 * What the contact form makes of `value` in `field`: the value it would send, whether its
 * constraint validation (the browser's own checks and ours) lets it through, and what it says.
 */
function browserVerdict(field: keyof ContactMessage, value: string) {
  const { unmount } = renderApp('/contact');
  const control = screen.getByLabelText(labels[field]) as HTMLInputElement | HTMLTextAreaElement;
  fireEvent.change(control, { target: { value } });
  const verdict = {
    sent: control.value,
    accepts: control.checkValidity(),
    says: control.validationMessage,
  };
  // One form at a time, so that the next verdict finds its field by label alone.
  unmount();
  return verdict;
}

function serverVerdict(message: ContactMessage) {
  const check = checkContactMessage(message);
  return { accepts: check.ok, says: check.ok ? '' : Object.values(check.fields ?? {})[0] };
}

/** Checks that browser and server agree on `value` in `field`, and that both decide `expected`. */
function expectAgreement(field: keyof ContactMessage, value: string, expected: boolean) {
  const browser = browserVerdict(field, value);
  const server = serverVerdict({ ...valid, [field]: browser.sent });
  expect({ browser: browser.accepts, server: server.accepts }).toEqual({
    browser: expected,
    server: expected,
  });
  return { browser, server };
}

describe('the form accepts exactly what the server accepts', () => {
  it.each<[string, boolean]>([
    ['ada@example.com', true],
    ['ADA@EXAMPLE.COM', true],
    ['ada.lovelace+portfolio@mail.example.co.uk', true],
    ["o'brien@example.ie", true],
    ['first_last-1@sub-domain.example.org', true],
    ['a@x.io', true],
    ['ada@example.xn--p1ai', true],
    ['  ada@example.com  ', true],
    ['user@localhost', false],
    ['first!last@example.com', false],
    ['.a@x.com', false],
    ['a.@x.com', false],
    ['a..b@x.com', false],
    ['u@1.2.3.4', false],
    ['ada@example.c', false],
    ['ada@example.123', false],
    ['ada@-example.com', false],
    ['ada@example-.com', false],
    ['ada@exa_mple.com', false],
    [`ada@${'x'.repeat(64)}.com`, false],
    ['ada@@example.com', false],
    ['ada lovelace@example.com', false],
    ['"ada"@example.com', false],
    ['ada@example.com\u00A0', false],
    ['ada\u200B@example.com', false],
    ['ada@bücher.de', false],
  ])('email %j: %s', (email, expected) => {
    expectAgreement('email', email, expected);
  });

  it.each<[string, boolean]>([
    ['Ada Lovelace', true],
    ['  Ada  ', true],
    ['José Ñúñez-Ø', true],
    ['李小龍', true],
    ['Ada 🚀', true],
    ['x'.repeat(contactLimits.name), true],
    ['   ', false],
    ['\u00A0\u3000', false],
    ['\u200B\u200C', false],
    ['\u0301\u0302', false],
    ['Ada\u202Eecilam', false],
    ['Ada\tLovelace', false],
    ['Ada\u001b[2J', false],
    ['Ada\uD800', false],
  ])('name %j: %s', (name, expected) => {
    expectAgreement('name', name, expected);
  });

  it.each<[string, boolean]>([
    ['Hello!\n\tShall we talk?', true],
    ['  padded  ', true],
    ['\n\n', false],
    ['\u200B', false],
    ['Hi\u001b[31m red', false],
    ['Hi \uDC00 there', false],
  ])('message %j: %s', (message, expected) => {
    expectAgreement('message', message, expected);
  });

  it("gives the server's own reason where the browser has none of its own", () => {
    for (const [field, value] of [
      ['name', '   '],
      ['email', 'user@localhost'],
      ['name', 'Ada\u202Eecilam'],
    ] as const) {
      const { browser, server } = expectAgreement(field, value, false);
      expect(browser.says).toBe(server.says);
    }
  });
});
