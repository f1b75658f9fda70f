import { fireEvent, screen } from '@testing-library/react';
import { renderApp } from '@/testing/renderApp';
import { checkContactMessage } from '../../server/contact/schema.ts';
import { ui } from '@/content/ui';
import { contactFields, contactLimits, type ContactMessage } from './contactMessage';
import {
  contactFieldLabels,
  contactFieldProblem,
  contactFieldProblemCode,
  contactProblemMessages,
  contactProblemText,
  type ContactField,
  type ContactProblem,
} from './contactRules';

const valid: ContactMessage = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hi!' };

/**
 * What the contact form makes of `value` in `field`: the value it would send, whether its
 * constraint validation (the browser's own checks and ours) lets it through, and what it says.
 */
function browserVerdict(field: keyof ContactMessage, value: string) {
  const { unmount } = renderApp('/contact');
  const control = screen.getByLabelText(ui.contact.labels[field]) as
    HTMLInputElement | HTMLTextAreaElement;
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

  it("gives the server's reason, in the page's words, where the browser has none of its own", () => {
    for (const [field, value] of [
      ['name', '   '],
      ['email', 'user@localhost'],
      ['name', 'Ada\u202Eecilam'],
    ] as const) {
      const { browser, server } = expectAgreement(field, value, false);
      const problem = contactFieldProblemCode(field, value);
      if (!problem) throw new Error(`no problem with ${JSON.stringify(value)}`);
      expect(browser.says).toBe(
        contactProblemText(ui.contact.problems[problem], field, ui.contact.problemLabels),
      );
      // The default language's words are the server's, to the letter.
      expect(browser.says).toBe(server.says);
    }
  });
});

describe("the problems' words", () => {
  const problems = Object.keys(contactProblemMessages) as ContactProblem[];

  it("are the server's in the default language, for every field and problem", () => {
    for (const field of contactFields) {
      for (const problem of problems) {
        expect(
          contactProblemText(ui.contact.problems[problem], field, ui.contact.problemLabels),
        ).toBe(contactProblemText(contactProblemMessages[problem], field, contactFieldLabels));
      }
    }
  });

  // The server's answers are read by programs: their English stays as it was, to the byte.
  it.each<[ContactField, string, ContactProblem, string]>([
    ['name', '   ', 'required', 'Name is required.'],
    [
      'message',
      'x'.repeat(contactLimits.message + 1),
      'tooLong',
      `Message must be at most ${contactLimits.message} characters.`,
    ],
    [
      'name',
      'Ada\uD800',
      'loneSurrogate',
      'Name contains an invalid character (a lone UTF-16 surrogate).',
    ],
    [
      'name',
      'Ada\u202Eecilam',
      'controlOrFormat',
      'Name must not contain control characters or invisible formatting characters.',
    ],
    [
      'message',
      'Hi\u001b[31m red',
      'controlInText',
      'Message must not contain control characters other than tabs and line breaks.',
    ],
    ['name', '\u0301\u0302', 'invisible', 'Name must contain a visible character.'],
    ['email', 'user@localhost', 'invalidEmail', 'Email must be a valid email address.'],
  ])('in %s, %j is %s, which the server says as it always has', (field, value, problem, words) => {
    expect(contactFieldProblemCode(field, value)).toBe(problem);
    expect(contactFieldProblem(field, value)).toBe(words);
  });

  it('find nothing wrong with a good value', () => {
    for (const field of contactFields)
      expect(contactFieldProblem(field, valid[field])).toBeUndefined();
  });
});
