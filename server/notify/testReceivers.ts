/**
 * Real receivers for notifications, on free ports of 127.0.0.1, for the tests and the fault
 * run: an SMTP server (smtp-server) that parses each mail it accepts, and an HTTP endpoint
 * that records each webhook call.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The addresses given in RCPT TO: who the mail really went to. */
  recipients: string[];
  messageId: string | undefined;
  subject: string | undefined;
  text: string | undefined;
  from: string | undefined;
  replyTo: { name: string; address: string | undefined }[];
  /** Every header's name, lower case, as often as it appears. */
  headerNames: string[];
}

export interface Mailbox {
  /** `smtp://user:password@127.0.0.1:<port>`, credentials included. */
  url: string;
  mails: ReceivedMail[];
  /** Refuses connections (the port closes) until `start` is called again. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /**
   * Until released, takes each mail in but never confirms it, as a server that fails just
   * after it received the mail.
   */
  holdReplies(): void;
  releaseReplies(): void;
  /** Mails whose confirmation is being held, counted in `mails` already. */
  held: () => number;
  close(): Promise<void>;
}

export const MAILBOX_USER = 'owner';
export const MAILBOX_PASSWORD = 'mail-secret';

/** `onMail` hears of each mail as it arrives, e.g. to keep it where another process can read it. */
export async function startMailbox(
  onMail: (mail: ReceivedMail) => void = () => undefined,
): Promise<Mailbox> {
  const mails: ReceivedMail[] = [];
  let holding = false;
  const heldReplies: (() => void)[] = [];
  let port = 0;
  let smtp: SMTPServer | undefined;

  const listen = async () => {
    const server = new SMTPServer({
      // Plain text on loopback: the connection never leaves the machine.
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      // Held connections are cut soon after a close, not after smtp-server's 30 s.
      closeTimeout: 500,
      onAuth: (auth, _session, callback) => {
        const ok = auth.username === MAILBOX_USER && auth.password === MAILBOX_PASSWORD;
        callback(ok ? null : new Error('Invalid username or password'), { user: auth.username });
      },
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            const mail: ReceivedMail = {
              recipients: session.envelope.rcptTo.map((to) => to.address),
              messageId: parsed.messageId,
              subject: parsed.subject,
              text: parsed.text,
              from: parsed.from?.value[0]?.address,
              replyTo: (parsed.replyTo?.value ?? []).map(({ name, address }) => ({
                name,
                address,
              })),
              headerNames: parsed.headerLines.map((line) => line.key),
            };
            mails.push(mail);
            onMail(mail);
            if (holding) heldReplies.push(() => callback());
            else callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    // A client cut off mid-session, such as a killed server, is reported here; it is not the
    // mailbox's fault, and the mail it was sending simply does not arrive.
    server.on('error', () => undefined);
    smtp = server;
    await new Promise<void>((resolve, reject) => {
      const listening = server.listen(port, '127.0.0.1', () => {
        port = (listening.address() as AddressInfo).port;
        resolve();
      });
      listening.once('error', reject);
    });
  };

  const stop = () =>
    new Promise<void>((resolve) => {
      const closing = smtp;
      smtp = undefined;
      if (!closing) return resolve();
      closing.close(() => resolve());
    });

  await listen();
  return {
    url: `smtp://${MAILBOX_USER}:${MAILBOX_PASSWORD}@127.0.0.1:${port}`,
    mails,
    stop,
    start: listen,
    holdReplies: () => {
      holding = true;
    },
    releaseReplies: () => {
      holding = false;
      heldReplies.splice(0).forEach((reply) => reply());
    },
    held: () => heldReplies.length,
    close: async () => {
      heldReplies.length = 0;
      await stop();
    },
  };
}

export interface WebhookCall {
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface WebhookReceiver {
  url: string;
  calls: WebhookCall[];
  /** The status the next calls are answered with (200 unless told). */
  answerWith(status: number): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const calls: WebhookCall[] = [];
  let status = 200;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      calls.push({
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
      });
      response.writeHead(status, { 'Content-Type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/portfolio`,
    calls,
    answerWith: (next) => {
      status = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
