/**
 * The translations for the app: `virtual:translations` lists a loader per translation folder
 * (src/content/translations/<code>/), and each loads `virtual:translation/<code>`, one module
 * that re-exports all of the folder's, so a language's words are one chunk, fetched by its
 * pages alone. The development server reloads the page when a translation changes.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { TRANSLATIONS_DIR } from '../build/translations.ts';

const LIST_ID = 'virtual:translations';
const ONE_PREFIX = 'virtual:translation/';

/** The module of one translation's words (also how Vite's manifest names its chunk). */
export function translationModule(folder: string): string {
  return `${ONE_PREFIX}${folder}`;
}

export function translations(): Plugin {
  let dir = resolve(TRANSLATIONS_DIR);

  const folders = () =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name)
      : [];
  const modulesOf = (folder: string) =>
    readdirSync(join(dir, folder))
      .filter((file) => file.endsWith('.ts'))
      .map((file) => join(dir, folder, file));

  return {
    name: 'translations',
    configResolved(config) {
      dir = resolve(config.root, TRANSLATIONS_DIR);
    },
    resolveId(id) {
      if (id === LIST_ID || id.startsWith(ONE_PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${LIST_ID}`) {
        const loaders = folders().map(
          (folder) =>
            `  ${JSON.stringify(folder)}: () => import(${JSON.stringify(ONE_PREFIX + folder)}),`,
        );
        return `export const translations = {\n${loaders.join('\n')}\n};`;
      }
      if (!id.startsWith(`\0${ONE_PREFIX}`)) return undefined;
      const folder = id.slice(ONE_PREFIX.length + 1);
      return modulesOf(folder)
        .map((file) => `export * from ${JSON.stringify(file)};`)
        .join('\n');
    },
    configureServer(server) {
      server.watcher.add(dir);
      server.watcher.on('all', (event, file) => {
        if (!file.startsWith(dir + sep) || event === 'change') return;
        // A file or folder added or removed changes what the virtual modules list.
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (module.id?.startsWith(`\0${LIST_ID}`) || module.id?.startsWith(`\0${ONE_PREFIX}`)) {
            server.moduleGraph.invalidateModule(module);
          }
        }
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
