/**
 * Builds the site if there is no build yet, then starts the production server on a free port
 * with a fresh, temporary data folder, emailing the owner of each message through a real SMTP
 * server run here, which writes every mail it receives to a file (one JSON line each). Tests
 * read the address, the data folder and the mail file from the environment (workers inherit
 * it); the returned function stops both servers and removes the folder.
 */
import { appendFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../scripts/harness/serverProcess.ts';
import { ensureSiteBuilt } from '../../server/http/ensureBuild.ts';
import { startMailbox } from '../../scripts/harness/receivers.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureSiteBuilt('dist');

  const dataDir = await mkdtemp(join(tmpdir(), 'portfolio-e2e-'));
  const mailFile = join(dataDir, 'mails.jsonl');
  const mailbox = await startMailbox((mail) =>
    appendFileSync(mailFile, `${JSON.stringify(mail)}\n`),
  );
  let server: RunningServer;
  try {
    server = await startServer({
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: '1000',
      SMTP_URL: mailbox.url,
      NOTIFY_EMAIL_TO: 'owner@example.com',
    });
  } catch (error) {
    await mailbox.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_MAIL_FILE = mailFile;

  return async () => {
    await server.stop();
    await mailbox.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
