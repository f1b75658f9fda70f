import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultTexts } from '../../src/content/defaultTexts.ts';
import { textOf } from '../../src/content/translation.ts';
import { translationFiles } from '../../src/content/siteContent.ts';
import { addLanguage, LanguageRefused } from './addLanguage.ts';

const LIST = `import type { LanguageEntry } from './schema';\n\nexport const languages = [{ code: 'en', name: 'English' }] satisfies LanguageEntry[];\n`;
let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'language-add-'));
  await mkdir(join(root, 'src/content'), { recursive: true });
  await writeFile(join(root, 'src/content/languages.ts'), LIST);
});
afterEach(() => rm(root, { recursive: true, force: true }));

const listed = [{ code: 'en' }];

describe('npm run language:add', () => {
  it("writes every module of the translation with the default's words, and lists the language", async () => {
    const written = await addLanguage({ root, code: 'pt-br', name: 'Português', listed });
    const folder = join(root, 'src/content/translations/pt-BR');
    const files = await readdir(folder);
    expect(files.sort()).toEqual(
      Object.values(translationFiles)
        .filter((file) => file !== 'media.ts')
        .sort(),
    );
    for (const [part, file] of Object.entries(translationFiles)) {
      if (!files.includes(file)) continue;
      const module = (await import(pathToFileURL(join(folder, file)).href)) as Record<
        string,
        unknown
      >;
      expect(module[part]).toEqual(textOf(defaultTexts[part as keyof typeof defaultTexts]));
    }
    const list = (await import(pathToFileURL(join(root, 'src/content/languages.ts')).href)) as {
      languages: unknown;
    };
    expect(list.languages).toEqual([
      { code: 'en', name: 'English' },
      { code: 'pt-BR', name: 'Português' },
    ]);
    expect(written).toContain('src/content/languages.ts');
  });

  it('refuses a tag that is not BCP 47, one already listed, and an existing folder', async () => {
    await expect(addLanguage({ root, code: 'xx_yy', name: 'X', listed })).rejects.toThrow(
      LanguageRefused,
    );
    await expect(addLanguage({ root, code: 'EN', name: 'English', listed })).rejects.toThrow(
      /already one of the site's languages/,
    );
    await mkdir(join(root, 'src/content/translations/de'), { recursive: true });
    await expect(addLanguage({ root, code: 'de', name: 'Deutsch', listed })).rejects.toThrow(
      /already exists/,
    );
    expect(await readFile(join(root, 'src/content/languages.ts'), 'utf8')).toBe(LIST);
  });
});
