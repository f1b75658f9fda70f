/**
 * Real receivers for notifications, on free ports of 127.0.0.1, for the tests and the fault
 * run: an SMTP server (smtp-server) that parses each mail it accepts, and an HTTP endpoint
 * that records each webhook call.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
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
  /**
   * Goes down: cuts the sessions in progress and resets every new connection, keeping its port,
   * until `start` is called again.
   */
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

/**
 * `onMail` hears of each mail as it arrives, e.g. to keep it where another process can read it.
 *
 * The mailbox's own TCP listener holds its port from start to close and hands each connection
 * to smtp-server while the mailbox is up. Closing smtp-server's listener for an outage would free
 * the port, and another listener started meanwhile (a restarted server on a free port) could take
 * it, so the mailbox could never come back on the address its senders know.
 */
export async function startMailbox(
  onMail: (mail: ReceivedMail) => void = () => undefined,
): Promise<Mailbox> {
  const mails: ReceivedMail[] = [];
  let holding = false;
  const heldReplies: (() => void)[] = [];
  let up = true;
  const sessions = new Set<Socket>();

  const smtp = new SMTPServer({
    // Plain text on loopback: the connection never leaves the machine.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
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
  smtp.on('error', () => undefined);

  const listener = createNetServer((socket) => {
    socket.on('error', () => undefined);
    // Down: the connection is reset at once, as by a host whose mail server is not running.
    if (!up) return socket.resetAndDestroy();
    sessions.add(socket);
    socket.once('close', () => sessions.delete(socket));
    smtp.connect(socket);
  });
  await new Promise<void>((resolve, reject) => {
    listener.once('error', reject);
    listener.listen(0, '127.0.0.1', resolve);
  });
  const { port } = listener.address() as AddressInfo;

  const stop = async () => {
    up = false;
    // Sessions in progress are cut too: a mail being sent when the server goes down is lost.
    sessions.forEach((socket) => socket.resetAndDestroy());
    sessions.clear();
  };

  return {
    url: `smtp://${MAILBOX_USER}:${MAILBOX_PASSWORD}@127.0.0.1:${port}`,
    mails,
    stop,
    start: async () => {
      up = true;
    },
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
      await new Promise<void>((resolve) => listener.close(() => resolve()));
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
