/**
 * `npm run smoke`: runs `npm start` as an owner would, on a free port of 127.0.0.1 and a
 * temporary data folder, and checks the two promises of the product on whatever Node runs it:
 * the home page answers 200, and a contact message is stored and listed by `npm run messages`.
 * Exits non-zero, saying what failed, otherwise.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postContact } from '../harness/postContact.ts';
import { scriptedSenderSettings, startServer } from '../harness/serverProcess.ts';

const dataDir = await mkdtemp(join(tmpdir(), 'portfolio-smoke-'));
const message = {
  name: 'Smoke Test',
  email: 'smoke@example.com',
  message: `Sent by npm run smoke on Node ${process.versions.node}`,
};

try {
  const server = await startServer({ ...scriptedSenderSettings, DATA_DIR: dataDir }, [
    'npm',
    'start',
  ]);
  try {
    const home = await fetch(`${server.url}/`);
    check(home.status === 200, `GET / answered ${home.status}, not 200`);

    const sent = await postContact(server.url, message);
    check(sent.status === 201, `POST /api/contact answered ${sent.status}: ${await sent.text()}`);
  } finally {
    await server.stop();
  }

  const listed = spawnSync('npm', ['run', '--silent', 'messages', '--', '--json'], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  check(listed.status === 0, `npm run messages failed:\n${listed.stderr}`);
  const stored = JSON.parse(listed.stdout) as (typeof message)[];
  check(
    stored.length === 1 && stored[0]?.message === message.message,
    `npm run messages listed ${listed.stdout} instead of the one message sent`,
  );
  console.log(
    `Smoke test passed on Node ${process.versions.node}: / answered 200, 1 message stored.`,
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

function check(condition: boolean, failure: string): asserts condition {
  if (!condition) throw new Error(`Smoke test failed on Node ${process.versions.node}: ${failure}`);
}
