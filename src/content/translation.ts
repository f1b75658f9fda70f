/**
 * What a translation is: the default content's text, and nothing else. Its type is read off the
 * default content, so a translation missing a string, or holding one the default lacks, does
 * not compile; the content check says the same at build, string by string. Links, media,
 * categories, sizes and limits are shared by every language; a translation may give its own
 * (a résumé in its language, say) under the same field.
 */

/**
 * The fields every language shares unless a translation gives its own: addresses, files,
 * identities and names that are not words of a language.
 */
export const sharedFields = [
  'id',
  'category',
  'brandName',
  'links',
  'link',
  'img',
  'src',
  'webm',
  'mp4',
  'poster',
  'width',
  'height',
  'skills',
] as const;

type SharedField = (typeof sharedFields)[number];

/** The text of `T`: its strings, in lists and objects, with its shared fields optional. */
export type TextOf<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? TextOf<Item>[]
    : T extends object
      ? {
          [
            Key in keyof T as Key extends SharedField
              ? never
              : [TextOf<T[Key]>] extends [never]
                ? never
                : Key
          ]: TextOf<T[Key]>;
        } & { [Key in keyof T as Key extends SharedField ? Key : never]?: T[Key] }
      : never;

const isShared = (key: string) => (sharedFields as readonly string[]).includes(key);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `base` in the words of `text`: each string replaced by the translation's, shared fields kept. */
export function localize<T>(base: T, text: unknown): T {
  if (typeof base === 'string') return (typeof text === 'string' ? text : base) as T;
  if (Array.isArray(base)) {
    const items = Array.isArray(text) ? text : [];
    return base.map((item: unknown, index) => localize(item, items[index])) as T;
  }
  if (!isRecord(base)) return base;
  const own = isRecord(text) ? text : {};
  const localized: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(base)) {
    localized[key] = isShared(key) ? (own[key] ?? value) : localize(value, own[key]);
  }
  return localized as T;
}

/** The text of `base` (its strings, shared fields left out): a translation to start from. */
export function textOf(base: unknown): unknown {
  if (typeof base === 'string') return base;
  if (Array.isArray(base)) return base.map(textOf);
  if (!isRecord(base)) return undefined;
  const text: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(base)) {
    if (!isShared(key) && hasText(value)) text[key] = textOf(value);
  }
  return text;
}

/** Where a translation differs in shape from the default's text: a path and what is wrong. */
export interface TextProblem {
  path: string;
  problem: 'missing' | 'extra' | 'not text' | 'empty';
}

/** Every string `text` lacks or adds, compared with `base`'s text. */
export function textProblems(base: unknown, text: unknown, path = ''): TextProblem[] {
  if (typeof base === 'string') {
    if (text === undefined) return [{ path, problem: 'missing' }];
    if (typeof text !== 'string') return [{ path, problem: 'not text' }];
    return text.trim() === '' ? [{ path, problem: 'empty' }] : [];
  }
  if (Array.isArray(base)) {
    if (!Array.isArray(text))
      return [{ path, problem: text === undefined ? 'missing' : 'not text' }];
    const longest = Math.max(base.length, text.length);
    return Array.from({ length: longest }, (_, index) =>
      index >= base.length
        ? [{ path: `${path}[${index}]`, problem: 'extra' as const }]
        : textProblems(base[index], text[index], `${path}[${index}]`),
    ).flat();
  }
  if (!isRecord(base)) return [];
  if (!isRecord(text)) return [{ path, problem: text === undefined ? 'missing' : 'not text' }];
  const join = (key: string) => (path ? `${path}.${key}` : key);
  const problems = Object.entries(base).flatMap(([key, value]) =>
    isShared(key) || !hasText(value) ? [] : textProblems(value, text[key], join(key)),
  );
  const extra = Object.keys(text).filter(
    (key) => !isShared(key) && !(key in base && hasText(base[key])),
  );
  return [...problems, ...extra.map((key) => ({ path: join(key), problem: 'extra' as const }))];
}

/** The paths of the strings `text` still has in the default's words. */
export function untranslated(base: unknown, text: unknown, path = ''): string[] {
  if (typeof base === 'string') return text === base ? [path] : [];
  if (Array.isArray(base) && Array.isArray(text)) {
    return base.flatMap((item: unknown, index) =>
      untranslated(item, text[index], `${path}[${index}]`),
    );
  }
  if (!isRecord(base) || !isRecord(text)) return [];
  return Object.entries(base).flatMap(([key, value]) =>
    isShared(key) ? [] : untranslated(value, text[key], path ? `${path}.${key}` : key),
  );
}

/** Whether `value` holds a string a translation gives. */
function hasText(value: unknown): boolean {
  if (typeof value === 'string') return true;
  if (Array.isArray(value)) return value.some(hasText);
  if (!isRecord(value)) return false;
  return Object.entries(value).some(([key, item]) => !isShared(key) && hasText(item));
}

/** `template` with every `{placeholder}` replaced by its value: `fill('Hi {who}', { who: 'Ada' })`. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
