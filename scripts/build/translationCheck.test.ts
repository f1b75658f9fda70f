import { describe, expect, it } from 'vitest';
import { defaultTexts } from '../../src/content/defaultTexts.ts';
import { defaultLanguage } from '../../src/language.ts';
import { translationFiles, type ContentPart } from '../../src/content/siteContent.ts';
import { textOf } from '../../src/content/translation.ts';
import { checkTranslations, untranslatedStrings } from './contentCheck.ts';
import type { TranslationFolders } from './translations.ts';

const languages = [defaultLanguage, { code: 'fr', name: 'Français' }];
const parts = Object.keys(translationFiles) as ContentPart[];

/** A French folder as `language:add` starts it: every module, in the default's words. */
function startedFolder(): TranslationFolders[string] {
  return Object.fromEntries(
    parts
      .filter((part) => part !== 'heroVideo')
      .map((part) => [translationFiles[part], { [part]: textOf(defaultTexts[part]) }]),
  );
}

/** Every string of `value` in other words. */
function translated(value: unknown): unknown {
  if (typeof value === 'string') return `(fr) ${value}`;
  if (Array.isArray(value)) return value.map(translated);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, translated(item)]));
}

describe("the content check's translations", () => {
  it('passes a translation as language:add starts it, and lists every string left to translate', () => {
    const folders = { fr: startedFolder() };
    expect(checkTranslations(folders, languages)).toEqual([]);
    const left = untranslatedStrings(folders, languages);
    expect(left).toHaveLength(parts.length - 1);
    expect(left[0]).toMatch(
      new RegExp(
        `^src/content/translations/fr/${translationFiles.ui}: \\d+ strings still as in src/content/ui.ts: `,
      ),
    );
  });

  it('lists nothing once every string is translated', () => {
    const folders = {
      fr: Object.fromEntries(
        Object.entries(startedFolder()).map(([file, exports]) => [file, translated(exports)]),
      ) as TranslationFolders[string],
    };
    expect(checkTranslations(folders, languages)).toEqual([]);
    expect(untranslatedStrings(folders, languages)).toEqual([]);
  });

  it('refuses a missing, an extra or an empty string, naming the file and the string', () => {
    const folder = startedFolder();
    const profile = structuredClone(folder['profile.ts']?.profile) as Record<string, unknown>;
    delete profile.greeting;
    profile.nickname = 'Al';
    profile.jobTitle = ' ';
    folder['profile.ts'] = { profile };
    expect(checkTranslations({ fr: folder }, languages)).toEqual([
      'src/content/translations/fr/profile.ts: greeting is missing. Fix: translate it from src/content/profile.ts.',
      'src/content/translations/fr/profile.ts: jobTitle is empty. Fix: translate it from src/content/profile.ts.',
      'src/content/translations/fr/profile.ts: nickname is not in src/content/profile.ts. Fix: remove it, or correct its name.',
    ]);
  });

  it('refuses a listed language without its folder, and a folder without one of its modules', () => {
    expect(checkTranslations({}, languages)).toEqual([
      'src/content/translations/fr/: is missing, but src/content/languages.ts lists fr. Fix: run npm run language:add -- fr "Français", or take fr out of src/content/languages.ts.',
    ]);
    const folder = startedFolder();
    delete folder['skills.ts'];
    expect(checkTranslations({ fr: folder }, languages)).toEqual([
      'src/content/translations/fr/skills.ts: is missing. Fix: copy src/content/skills.ts there and translate its words.',
    ]);
  });
});
