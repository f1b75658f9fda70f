/**
 * `npm run spam:run`: the spam guard against the real server, which emails the owner through a
 * real SMTP server run here. It sends what scripted bots send (no proof, a malformed, forged,
 * replayed or expired one, a message sent the moment its challenge came, one full of links, and
 * a headless browser that fills the form at once) and what real visitors send (typing in real
 * Chromium at 4x CPU slowdown, in several scripts, and a script that takes a visitor's time),
 * then counts what reached the mailbox. It prints how long the browser took to find its proof
 * and what checking one costs the server, and exits non-zero when a bot's message was mailed or
 * a visitor's was not.
 *
 *   npm run spam:run [-- --per-case 10 --visitors 5]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { loadConfig } from '../../server/config.ts';
import { proofOfWork } from '../../server/contact/proofOfWork.ts';
import { ensureSiteBuilt } from '../../server/http/ensureBuild.ts';
import { CONTACT_PROOF_HEADER } from '../../src/contact/contactMessage.ts';
import { PROOF_MEASURE } from '../../src/contact/proofTiming.ts';
import { routes } from '../../src/routes.ts';
import { chromeFlags, chromePath } from '../harness/chromium.ts';
import { fillContactForm, submitContactForm } from '../harness/contactForm.ts';
import { fetchProof, forgedProof, solveProof } from '../harness/contactProof.ts';
import { postContact } from '../harness/postContact.ts';
import { startMailbox, type ReceivedMail } from '../harness/receivers.ts';
import { startServer, stopProcesses, runScript } from '../harness/serverProcess.ts';

const { values } = parseArgs({
  options: {
    'per-case': { type: 'string', default: '10' },
    visitors: { type: 'string', default: '5' },
  },
});
const perCase = Number(values['per-case']);
const visitorCount = Number(values.visitors);
const CPU_SLOWDOWN = 4;
// The shortest lifetime the server takes, so that the expired case waits as little as it can.
const CHALLENGE_TTL_SECONDS = 10;
const { minFillMs, maxLinks } = loadConfig({}).spam;

interface Case {
  name: string;
  bot: boolean;
  texts: string[];
  answers: number[];
}
const cases: Case[] = [];
const run = `${Date.now().toString(36)}`;
function newCase(name: string, bot: boolean): Case {
  const entry: Case = { name, bot, texts: [], answers: [] };
  cases.push(entry);
  return entry;
}
function messageFor(entry: Case, n: number, body = 'Hello, are you free for a project?') {
  const text = `${body} [${run} ${entry.name} #${n}]`;
  entry.texts.push(text);
  return { name: 'Sam Sender', email: 'sam@example.com', message: text };
}
async function post(entry: Case, message: object, proof?: string) {
  const headers: Record<string, string> =
    proof === undefined ? {} : { [CONTACT_PROOF_HEADER]: proof };
  const response = await postContact(origin, message, headers, { proof: false });
  entry.answers.push(response.status);
}
const times = (count: number) => Array.from({ length: count }, (_, n) => n);

ensureSiteBuilt('dist');
const dataDir = await mkdtemp(join(tmpdir(), 'portfolio-spam-run-'));
const mailbox = await startMailbox();
const server = await startServer({
  DATA_DIR: dataDir,
  RATE_LIMIT_MAX: '100000',
  SMTP_URL: mailbox.url,
  NOTIFY_EMAIL_TO: 'owner@example.com',
  CONTACT_CHALLENGE_TTL_SECONDS: String(CHALLENGE_TTL_SECONDS),
});
const origin = server.url;
const api = `${origin}/api`;
let browser: Browser | undefined;
let failed = false;
try {
  console.log(
    server
      .stdout()
      .split('\n')
      .find((line) => line.startsWith('Spam guard')),
  );

  // Bots that post to the API themselves.
  const noProof = newCase('no proof', true);
  for (const n of times(perCase)) await post(noProof, messageFor(noProof, n));

  const malformed = newCase('malformed proof', true);
  for (const n of times(perCase))
    await post(malformed, messageFor(malformed, n), 'bm90IGEgcHJvb2Y=');

  const forged = newCase('forged proof', true);
  for (const n of times(perCase)) {
    await post(forged, messageFor(forged, n), await forgedProof());
  }

  const tooFast = newCase('sent at once', true);
  for (const n of times(perCase)) {
    await post(tooFast, messageFor(tooFast, n), await fetchProof(api));
  }

  // Proofs fetched together and aged past the minimum fill time, for the cases that need one.
  const agedProofs = await Promise.all(times(3 * perCase).map(() => fetchProof(api)));
  await delay(minFillMs + 500);

  const scripted = newCase('a script taking a visitor’s time', false);
  const replayed = newCase('replayed proof', true);
  const links = newCase(`over ${maxLinks} links`, true);
  for (const n of times(perCase)) {
    const proof = agedProofs[n] ?? '';
    await post(scripted, messageFor(scripted, n), proof);
    await post(replayed, messageFor(replayed, n), proof);
    const spam = Array.from({ length: maxLinks + 1 }, (_, k) => `https://cheap.example/${k}`);
    await post(links, messageFor(links, n, `Buy now ${spam.join(' ')}`), agedProofs[perCase + n]);
  }

  const expired = newCase('expired proof', true);
  const toExpire = agedProofs.slice(2 * perCase);
  await delay(CHALLENGE_TTL_SECONDS * 1000);
  for (const [n, proof] of toExpire.entries()) await post(expired, messageFor(expired, n), proof);

  // Headless browsers: a bot filling the form at once, and visitors typing, at 4x CPU slowdown.
  browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  const headlessBot = newCase('headless browser, filled at once', true);
  const visitors = newCase('visitor typing in Chromium, 4x slower CPU', false);
  const proofTimes: number[] = [];
  const visitorTexts = [
    'Hello! I saw your case study and would love to talk about a project.',
    'はじめまして。ウェブサイトの制作についてご相談できますか？',
    'مرحبا، هل أنت متاح لمشروع جديد الشهر القادم؟',
    'Loved the portfolio 🎉🚀 could we talk next week? 🙏',
    'Hallo! Hätten Sie im Frühjahr Zeit für ein kleines Projekt?',
  ];
  for (const n of times(Math.max(perCase / 2, 1))) {
    await fillForm(browser, messageFor(headlessBot, n), { typing: false });
    headlessBot.answers.push(201);
  }
  for (const n of times(visitorCount)) {
    const message = messageFor(visitors, n, visitorTexts[n % visitorTexts.length]);
    proofTimes.push(await fillForm(browser, message, { typing: true }));
    visitors.answers.push(201);
  }

  // Every visitor's message is mailed within a minute; a bot's never has a job to be mailed by.
  // The owner's digest of held messages quotes them, as it should: it is counted apart.
  const wanted = cases.filter((entry) => !entry.bot).flatMap((entry) => entry.texts);
  const isDigest = (mail: ReceivedMail) => mail.messageId?.startsWith('<held-digest-') ?? false;
  const mailedText = () =>
    mailbox.mails
      .filter((mail) => !isDigest(mail))
      .map((mail) => mail.text ?? '')
      .join('\n');
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && !wanted.every((text) => mailedText().includes(text))) {
    await delay(200);
  }
  const heldRun = runScript('server/cli/messages.ts', ['--held', '--json'], { DATA_DIR: dataDir });
  await heldRun.exited;
  const held = new Set(
    (JSON.parse(heldRun.stdout()) as { message: string }[]).map((row) => row.message),
  );

  console.log(`\n${'case'.padEnd(50)} sent  answered 2xx  held  mailed`);
  for (const entry of cases) {
    const mailed = entry.texts.filter((text) => mailedText().includes(text)).length;
    const ok = entry.answers.filter((status) => status >= 200 && status < 300).length;
    const heldCount = entry.texts.filter((text) => held.has(text)).length;
    const good = entry.bot ? mailed === 0 : mailed === entry.texts.length;
    if (!good) failed = true;
    console.log(
      `${(entry.bot ? 'bot: ' : 'real: ') + entry.name}`.padEnd(50) +
        `${String(entry.texts.length).padStart(4)}  ${String(ok).padStart(12)}  ` +
        `${String(heldCount).padStart(4)}  ${String(mailed).padStart(6)}${good ? '' : '  <- WRONG'}`,
    );
  }

  const digests = mailbox.mails.filter(isDigest);
  console.log(
    `\nDigests of held messages mailed: ${digests.length} (${digests
      .map((mail) => mail.subject)
      .join('; ')}); held messages are never mailed one by one.`,
  );

  const sorted = [...proofTimes].sort((a, b) => a - b);
  console.log(
    `\nProof of work in Chromium at ${CPU_SLOWDOWN}x CPU slowdown, ${sorted.length} visits: ` +
      `median ${Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0)} ms, ` +
      `worst ${Math.round(sorted.at(-1) ?? 0)} ms`,
  );
  console.log(`Checking one proof on the server: ${await verificationCost()} ms on average`);
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await browser?.close();
  await server.stop();
  await stopProcesses();
  await mailbox.close();
  await rm(dataDir, { recursive: true, force: true });
}
if (failed) {
  console.error('\nThe spam run found a bot mailed or a visitor not mailed.');
  process.exit(1);
}

/**
 * Opens the contact page in a fresh context and sends `message`, typed key by key in about the
 * minimum fill time or filled at once; resolves with how long the page took to find its proof.
 */
async function fillForm(
  browser: Browser,
  message: { name: string; email: string; message: string },
  { typing }: { typing: boolean },
): Promise<number> {
  const context = await browser.newContext({ baseURL: origin });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(routes.contact.path);
    await page.locator('nav[data-hydrated="true"]').waitFor();
    await fillContactForm(page, message, typing ? { minFillMs } : {});
    const posted = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && response.url().endsWith('/api/contact'),
    );
    await submitContactForm(page, message);
    await posted;
    return await page.evaluate(
      (name) => performance.getEntriesByName(name).at(-1)?.duration ?? Number.NaN,
      PROOF_MEASURE,
    );
  } finally {
    await context.close();
  }
}

/** The server's cost of checking a proof, in this process with the server's own module. */
async function verificationCost(): Promise<string> {
  let now = Date.now();
  const proofs = proofOfWork({
    secret: 'x'.repeat(32),
    proofCost: 1,
    challengeTtlMs: 60_000,
    now: () => now,
  });
  const headers = await Promise.all(times(200).map(async () => solveProof(await proofs.issue(0))));
  now += 1;
  const started = performance.now();
  for (const header of headers) {
    if (!(await proofs.check(header)).ok) throw new Error('A good proof failed its check');
  }
  return ((performance.now() - started) / headers.length).toFixed(3);
}
