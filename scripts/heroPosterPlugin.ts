/**
 * The home page's poster as the page shows it. A small poster is written into the page as a
 * data: URL, so it paints with the page's text instead of after a request of its own, which on
 * a slow connection comes a round trip later; a larger one stays a path, which the prerenderer
 * preloads. The app reads the choice from the virtual module `virtual:hero-poster`, so the
 * prerendered page and the hydrating app show the same poster.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import { runnerImport, type Plugin } from 'vite';
import type * as Media from '../src/content/media.ts';

/** Above this, a data: URL would cost the page more bytes than its own request saves time. */
export const INLINE_POSTER_LIMIT = 2048;

const VIRTUAL_ID = 'virtual:hero-poster';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** `posterPath` (under `publicDir`) as a data: URL when its file is small, else the path. */
export async function heroPosterSource(posterPath: string, publicDir: string): Promise<string> {
  const bytes = await readFile(join(publicDir, posterPath));
  const type = getMimeType(posterPath);
  if (bytes.length > INLINE_POSTER_LIMIT || !type?.startsWith('image/')) return posterPath;
  return `data:${type};base64,${bytes.toString('base64')}`;
}

export function heroPoster(): Plugin {
  let root = process.cwd();
  let publicDir = join(root, 'public');
  return {
    name: 'hero-poster',
    configResolved(config) {
      root = config.root;
      publicDir = config.publicDir;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { module } = await runnerImport<typeof Media>(join(root, 'src/content/media.ts'), {
        root,
        logLevel: 'silent',
      });
      const source = await heroPosterSource(module.heroVideo.poster, publicDir);
      return `export const heroPosterSrc = ${JSON.stringify(source)};\n`;
    },
  };
}
