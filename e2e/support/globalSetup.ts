/**
 * Builds the site if there is no build yet, then starts the production server on a free port
 * with a fresh, temporary data folder. Tests read its address and data folder from the
 * environment (workers inherit it); the returned function stops the server and removes the folder.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type RunningServer } from '../../scripts/serverProcess.ts';
import { ensureSiteBuilt } from '../../server/ensureBuild.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureSiteBuilt('dist');

  const dataDir = await mkdtemp(join(tmpdir(), 'portfolio-e2e-'));
  let server: RunningServer;
  try {
    server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_MAX: '1000' });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
