/**
 * The site's content for the app, one module per language and piece, so that a page loads its
 * own language's words and nothing of another's:
 *
 * - `virtual:content` exports `contentLoaders`: for each of the site's languages, by its tag, a
 *   loader of its shell and one of each page part;
 * - `virtual:content/<code>/shell` is that language's shell (`{ ui, routeText, profile }`);
 * - `virtual:content/<code>/<part>` is one of its page parts (`projects`, `keySkills`, ...).
 *
 * A build gets each as plain data, computed here from the default content and the language's
 * translation folder, so no chunk of the app holds a content module: a page gets its own
 * language's words alone, whichever language is the default (the prerenderer puts the shell in
 * each page itself, src/languageContent.ts's shellElement, and the page fetches its parts'
 * chunks). The development server (and Vitest) gets code that imports the content's modules and
 * merges them in the same way, so an edit shows at once; adding or removing a translation's
 * file reloads the page.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { pageParts, type ContentPiece } from '../../src/content/siteContent.ts';
import { siteLanguages, type Language } from '../../src/language.ts';
import {
  languageContents,
  readTranslationFolders,
  TRANSLATIONS_DIR,
  type LanguageContent,
} from '../build/translations.ts';

const LIST_ID = 'virtual:content';
const PREFIX = `${LIST_ID}/`;

const pieces: readonly ContentPiece[] = ['shell', ...pageParts];

/** The module of one language's piece of content (also how Vite's manifest names its chunk). */
export function contentModule(code: string, piece: ContentPiece): string {
  return `${PREFIX}${code}/${piece}`;
}

/** The default content's modules, beside this plugin's own folder: the ones the build reads too. */
const contentSource = (file: string) =>
  fileURLToPath(new URL(`../../src/content/${file}`, import.meta.url));

interface ContentOptions {
  /** The site's languages, the default first: src/content/languages.ts's unless said. */
  languages?: readonly Language[];
}

export function content({ languages = siteLanguages }: ContentOptions = {}): Plugin {
  const codes = languages.map(({ code }) => code);
  let root = process.cwd();
  let dir = resolve(TRANSLATIONS_DIR);
  let asData = false;
  let contents: Promise<Map<string, LanguageContent>> | undefined;

  const translationFiles = (code: string) =>
    existsSync(join(dir, code))
      ? readdirSync(join(dir, code))
          .filter((file) => file.endsWith('.ts'))
          .map((file) => join(dir, code, file))
      : [];

  /** Every language's content, read once per build. */
  const contentsOf = () =>
    (contents ??= readTranslationFolders(root).then((folders) => {
      const all = languageContents(folders, languages);
      return new Map(all.map((entry) => [entry.language.code, entry]));
    }));

  /** The piece as data: what a build's chunk holds. */
  const dataModule = async (code: string, piece: ContentPiece) => {
    const entry = (await contentsOf()).get(code);
    if (!entry) throw new Error(`The site has no language ${code}.`);
    const value = piece === 'shell' ? entry.content : entry.parts[piece];
    return `export default ${JSON.stringify(value)};`;
  };

  /** The piece as code over the content's modules: what the development server serves. */
  const sourceModule = (code: string, piece: ContentPiece) => {
    const files = code === codes[0] ? [] : translationFiles(code);
    const imports = files.map(
      (file, index) => `import * as m${index} from ${JSON.stringify(file)};`,
    );
    const translation = `translationFrom({ ${files.map((_, index) => `...m${index}`).join(', ')} })`;
    const [module, value] =
      piece === 'shell'
        ? ['siteContent.ts', `translatedContent(${translation})`]
        : ['defaultTexts.ts', `translatedParts(${translation})[${JSON.stringify(piece)}]`];
    return [
      `import { translationFrom } from ${JSON.stringify(contentSource('siteContent.ts'))};`,
      `import { ${piece === 'shell' ? 'translatedContent' : 'translatedParts'} } from ${JSON.stringify(contentSource(module))};`,
      ...imports,
      `export default ${value};`,
    ].join('\n');
  };

  return {
    name: 'content',
    configResolved(config) {
      root = config.root;
      dir = resolve(root, TRANSLATIONS_DIR);
      asData = config.command === 'build';
    },
    resolveId(id) {
      if (id === LIST_ID || id.startsWith(PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${LIST_ID}`) {
        const loaders = codes.map((code) => {
          const entries = pieces.map(
            (piece) => `    ${piece}: () => import(${JSON.stringify(contentModule(code, piece))}),`,
          );
          return `  ${JSON.stringify(code)}: {\n${entries.join('\n')}\n  },`;
        });
        return `export const contentLoaders = {\n${loaders.join('\n')}\n};`;
      }
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [code = '', piece = ''] = id.slice(PREFIX.length + 1).split('/');
      if (!codes.includes(code) || !(pieces as readonly string[]).includes(piece)) {
        throw new Error(
          `${id.slice(1)} names no language's content: the site has ${codes.join(', ')}.`,
        );
      }
      return asData
        ? dataModule(code, piece as ContentPiece)
        : sourceModule(code, piece as ContentPiece);
    },
    configureServer(server) {
      server.watcher.add(dir);
      server.watcher.on('all', (event, file) => {
        if (!file.startsWith(dir + sep) || event === 'change') return;
        // A file or folder added or removed changes what the modules import.
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (module.id?.startsWith(`\0${LIST_ID}`)) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
