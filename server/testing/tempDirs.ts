/** Temporary folders for the server tests, removed together when a test file is done. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const tempDirs: string[] = [];

export async function makeTempDir(label: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `portfolio-${label}-`));
  tempDirs.push(dir);
  return dir;
}

export async function removeTempDirs(): Promise<void> {
  await Promise.all(tempDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}
