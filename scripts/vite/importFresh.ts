/**
 * Imports a project module afresh through Vite's module runner, for build plugins that read the
 * content or the tokens: each call sees the files as they are now, so the development server
 * follows an edit without a restart.
 */
import { join } from 'node:path';
import { runnerImport } from 'vite';

export async function importFresh<T>(root: string, path: string): Promise<T> {
  const { module } = await runnerImport<T>(join(root, path), { root, logLevel: 'silent' });
  return module;
}
