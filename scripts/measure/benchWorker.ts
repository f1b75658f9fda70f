/**
 * `npm run bench:worker`: the CPU time the Cloudflare Worker spends on a message, in workerd on
 * this machine (`npm run cf:dev` on the built site, a local D1, a local SMTP receiver). Cloudflare
 * bills and limits a Worker by CPU time per invocation (10 ms on the free plan), and waiting on
 * D1 or a mail server is not CPU time, so wall-clock figures say nothing of it. This reads the
 * workerd process's own CPU time (user + system, from /proc) around a run of messages posted one
 * after another, each with its challenge and its proof, every mail delivered, and divides:
 *
 * - a request the Worker answers at once (a 404 of the API): what any request costs here, the
 *   Worker's least and the local proxies' and routers' around it, N times;
 * - challenges alone: GET /api/contact/challenge, N times;
 * - messages: a challenge, the post with its proof (answered 201) and its notification mailed
 *   after the answer, N times.
 *
 * The processes' time includes workerd's own work around the Worker (wrangler's local proxy, the
 * HTTP server, the local D1's SQLite), so the figures are an upper bound of the Worker's. It needs the site
 * built and the Worker's packages installed (`npm ci --prefix deploy/cloudflare`).
 *
 *   --posts N    messages, and challenges, to measure (default 200)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { postContact } from '../harness/postContact.ts';
import { startMailbox } from '../harness/receivers.ts';
import { projectRoot } from '../harness/serverProcess.ts';
import { startWorkerDev } from '../harness/workerDev.ts';
import { markdownTable } from './markdownTable.ts';

const { values } = parseArgs({ options: { posts: { type: 'string', default: '200' } } });
const posts = Number(values.posts);
const WARM_UP = 20;
/** Clock ticks per second of /proc's CPU times: 100 on Linux. */
const TICKS_PER_SECOND = 100;

const box = await startMailbox();
// The default proof of work, as a visitor's browser finds it; no minimum fill time, since this
// posts as soon as the proof is found, and no rate limit.
const worker = await startWorkerDev(join(projectRoot, 'dist'), {
  SMTP_URL: box.url,
  NOTIFY_EMAIL_TO: 'owner@example.com',
  CONTACT_MIN_FILL_SECONDS: '0',
  RATE_LIMIT_MAX: '1000000',
});
try {
  const workerd = workerdProcesses(worker.child.pid ?? 0);
  const api = `${worker.url}/api`;
  let sent = 0;
  const post = async () => {
    sent += 1;
    const answer = await postContact(worker.url, {
      name: 'Bench',
      email: 'bench@example.com',
      message: `Message ${sent} of the Worker's benchmark`,
    });
    if (answer.status !== 201) throw new Error(`A post answered ${answer.status}`);
  };
  const allMailed = async () => {
    while (box.mails.length < sent) await new Promise((resolve) => setTimeout(resolve, 50));
  };

  for (let n = 0; n < WARM_UP; n += 1) await post();
  await allMailed();

  const timed = async (path: string) => {
    const answer = await fetch(`${api}${path}`);
    await answer.arrayBuffer();
    return answer.status;
  };
  const fixedCost = await cpuMs(workerd, async () => {
    for (let n = 0; n < posts; n += 1) {
      if ((await timed('/no-such-route')) !== 404) throw new Error('The API answered no 404');
    }
  });
  const challenges = await cpuMs(workerd, async () => {
    for (let n = 0; n < posts; n += 1) {
      const status = await timed('/contact/challenge');
      if (status !== 200) throw new Error(`A challenge answered ${status}`);
    }
  });
  const messages = await cpuMs(workerd, async () => {
    for (let n = 0; n < posts; n += 1) await post();
    await allMailed();
  });

  console.log(
    markdownTable(
      ['Per request, in workerd', 'CPU time'],
      [
        ['A request answered 404 by the API', `${(fixedCost / posts).toFixed(2)} ms`],
        ['A challenge (GET /api/contact/challenge)', `${(challenges / posts).toFixed(2)} ms`],
        ['A message: its challenge, its post and its mail', `${(messages / posts).toFixed(2)} ms`],
        ['A message without its challenge', `${((messages - challenges) / posts).toFixed(2)} ms`],
      ],
    ),
  );
  console.log(
    `\n${posts} of each, after ${WARM_UP} messages to warm up; ${box.mails.length} mails; ` +
      `the time of ${workerd.length} workerd process(es).`,
  );
} finally {
  await worker.close();
  await box.close();
}

/**
 * The workerd processes that `npm run cf:dev`, started as `root`, runs: the Worker's, and
 * wrangler's own local proxy in front of it.
 */
function workerdProcesses(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // The process ended meanwhile.
    }
  }
  const descends = (pid: number): boolean => {
    for (let at = parents.get(pid); at; at = parents.get(at)) if (at === root) return true;
    return false;
  };
  const found = [...parents.keys()].filter((pid) => {
    if (!descends(pid)) return false;
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'workerd';
  });
  if (found.length === 0) throw new Error('No workerd process is running the Worker');
  return found;
}

/** The CPU time, user and system, that the processes `pids` spend while `work` runs. */
async function cpuMs(pids: number[], work: () => Promise<void>): Promise<number> {
  const ticks = () =>
    pids.reduce((sum, pid) => {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime: fields 14 and 15 of stat, 12 and 13 after the name.
      return sum + Number(fields[11]) + Number(fields[12]);
    }, 0);
  const before = ticks();
  await work();
  return ((ticks() - before) * 1000) / TICKS_PER_SECOND;
}
