import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runnerImport, type Plugin, type ResolvedConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeTempDirs } from '../../server/testing/tempDirs.ts';
import { defaultParts } from '../../src/content/defaultTexts.ts';
import {
  defaultContent,
  pageParts,
  translationFiles,
  type ContentPiece,
} from '../../src/content/siteContent.ts';
import { localize, textOf } from '../../src/content/translation.ts';
import { defaultLanguage, type Language } from '../../src/language.ts';
import { TRANSLATIONS_DIR } from '../build/translations.ts';
import { content, contentModule } from './contentPlugin.ts';

const french: Language = { code: 'fr', name: 'Français', dir: 'ltr', prefix: '/fr' };
const languages = [defaultLanguage, french];
const mark = '[fr] ';

/** Every string of `value`, marked as French. */
function marked(value: unknown): unknown {
  if (typeof value === 'string') return `${mark}${value}`;
  if (Array.isArray(value)) return value.map(marked);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, marked(item)]));
}

/** Every string in `value`. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(stringsOf);
}

/** The French translation this test writes: the interface and the projects, nothing else. */
const translation = {
  ui: marked(textOf(defaultContent.ui)),
  projects: marked(textOf(defaultParts.projects)),
};

let root: string;

beforeAll(async () => {
  root = await makeTempDir('content');
  const folder = join(root, TRANSLATIONS_DIR, french.code);
  await mkdir(folder, { recursive: true });
  for (const [part, text] of Object.entries(translation)) {
    const file = translationFiles[part as keyof typeof translation];
    await writeFile(join(folder, file), `export const ${part} = ${JSON.stringify(text)};\n`);
  }
});

afterAll(removeTempDirs);

/** The plugin as a build (or the development server) in `root` runs it. */
function pluginFor(command: 'build' | 'serve'): Plugin {
  const plugin = content({ languages });
  const configResolved = plugin.configResolved as (config: ResolvedConfig) => void;
  configResolved({ root, command } as ResolvedConfig);
  return plugin;
}

/** What the plugin gives for the module `id`, as an import names it. */
async function load(plugin: Plugin, id: string): Promise<string> {
  const resolveId = plugin.resolveId as (id: string) => string | undefined;
  const loadHook = plugin.load as (id: string) => Promise<string> | string | undefined;
  const resolved = resolveId(id);
  if (!resolved) throw new Error(`the plugin does not resolve ${id}`);
  const code = await loadHook(resolved);
  if (code === undefined) throw new Error(`the plugin does not load ${id}`);
  return code;
}

/** A build's module of a piece of content: the data it holds, which must be plain JSON. */
async function dataOf(code: string, piece: ContentPiece): Promise<unknown> {
  const source = await load(pluginFor('build'), contentModule(code, piece));
  const data = /^export default (.*);$/s.exec(source)?.[1];
  if (data === undefined) throw new Error(`not a module of data:\n${source}`);
  return JSON.parse(data);
}

describe('the content plugin, in a build', () => {
  it('lists a loader of each piece of each language, each its own module', async () => {
    const list = await load(pluginFor('build'), 'virtual:content');
    for (const { code } of languages) {
      for (const piece of ['shell', ...pageParts] as const) {
        expect(list).toContain(
          `${piece}: () => import(${JSON.stringify(contentModule(code, piece))})`,
        );
      }
    }
  });

  it("gives the default language's shell and parts as data, with no word of the translation", async () => {
    const shell = await dataOf(defaultLanguage.code, 'shell');
    expect(shell).toEqual(JSON.parse(JSON.stringify(defaultContent)));
    const projects = await dataOf(defaultLanguage.code, 'projects');
    expect(projects).toEqual(defaultParts.projects);
    for (const value of [shell, projects]) {
      expect(stringsOf(value).filter((text) => text.startsWith(mark))).toEqual([]);
    }
  });

  it("gives a translation's shell with its words on the default's, and none of the default's words it replaces", async () => {
    const shell = (await dataOf(french.code, 'shell')) as typeof defaultContent;
    expect(shell.ui).toEqual(localize(defaultContent.ui, translation.ui));
    const defaultWords = new Set(stringsOf(textOf(defaultContent.ui)));
    expect(stringsOf(textOf(shell.ui)).filter((text) => defaultWords.has(text))).toEqual([]);
    // What the translation does not give stays the default's: its profile, here.
    expect(shell.profile).toEqual(JSON.parse(JSON.stringify(defaultContent.profile)));
  });

  it("gives a translation's page part with its words, and what every language shares", async () => {
    const projects = await dataOf(french.code, 'projects');
    expect(projects).toEqual(localize(defaultParts.projects, translation.projects));
    const defaultWords = new Set(stringsOf(textOf(defaultParts.projects)));
    expect(stringsOf(textOf(projects)).filter((text) => defaultWords.has(text))).toEqual([]);
    // A part the translation does not give is the default's.
    expect(await dataOf(french.code, 'caseStudy')).toEqual(
      JSON.parse(JSON.stringify(defaultParts.caseStudy)),
    );
  });

  it('refuses a language the site does not have', async () => {
    await expect(dataOf('de', 'shell')).rejects.toThrow(/the site has en, fr/);
  });
});

describe('the content plugin, in the development server', () => {
  /** The module `id` as the development server runs it, with the plugin alone. */
  const imported = async (id: string) =>
    (
      await runnerImport<{ default: unknown }>(id, {
        root,
        configFile: false,
        logLevel: 'silent',
        plugins: [content({ languages })],
      })
    ).module.default;

  it('gives the same content as a build, from the content modules themselves', async () => {
    for (const { code } of languages) {
      for (const piece of ['shell', ...pageParts] as const) {
        const module = contentModule(code, piece);
        expect(JSON.parse(JSON.stringify(await imported(module))), module).toEqual(
          await dataOf(code, piece),
        );
      }
    }
  });
});
