/**
 * What a post's front matter must be (src/content/posts/<slug>.md): the build and the
 * development server check every post against it, and each rule's message says what to fix.
 */
import { z } from 'zod';
import { text, typeProblem } from './schema.ts';

/** A post's file name, and so its address: lower-case words joined by hyphens. */
export const postSlugPattern = /^[a-z\d]+(?:-[a-z\d]+)*$/;

/** `React Hooks & You` → `react-hooks-you`: lower case, accents dropped, words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z\d]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The longest summary: one or two sentences, as the index and search results show it. */
export const summaryMaxLength = 300;

/** Whether `value` is `YYYY-MM-DD` and a day the calendar has. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

const date = (fix: string) =>
  z
    .string({ error: typeProblem('a date written YYYY-MM-DD', fix) })
    .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value), {
      error: (issue) =>
        `"${String(issue.input)}" is not written YYYY-MM-DD. Fix: ${fix}, such as 2026-03-14.`,
      abort: true,
    })
    .refine(isCalendarDate, {
      error: (issue) => `"${String(issue.input)}" is not a day of the calendar. Fix: ${fix}.`,
    });

export const postFrontMatterSchema = z
  .strictObject(
    {
      title: text("give the post's title"),
      date: date('give the day it was published'),
      summary: text('say in one or two sentences what the post is about').max(summaryMaxLength, {
        error: `is longer than ${summaryMaxLength} characters. Fix: say it in one or two sentences; the post itself says the rest.`,
      }),
      tags: z
        .array(text('name the tag'), {
          error: typeProblem('a list', 'list the tags as [one, two], or leave the field out'),
        })
        .optional()
        .superRefine((tags = [], ctx) => {
          tags.forEach((tag, index) => {
            if (slugify(tag) === '') {
              ctx.addIssue({
                code: 'custom',
                path: [index],
                message: `"${tag}" has no letter or digit to name its page by. Fix: use words.`,
              });
            }
            const first = tags.findIndex((other) => slugify(other) === slugify(tag));
            if (first < index) {
              ctx.addIssue({
                code: 'custom',
                path: [index],
                message: `"${tag}" is the same tag as "${tags[first]}". Fix: keep one of them.`,
              });
            }
          });
        }),
      updated: date('give the day it was last changed, or leave the field out').optional(),
      draft: z
        .boolean({ error: typeProblem('true or false', 'write draft: true, or leave it out') })
        .optional(),
    },
    {
      error: (issue) => {
        if (issue.code !== 'invalid_type') return undefined;
        return issue.input === undefined
          ? 'is missing. Fix: start the file with a block between two "---" lines giving title, date and summary.'
          : `must be fields, one a line, not ${JSON.stringify(issue.input)}. Fix: write them as title: My post.`;
      },
    },
  )
  .superRefine((post, ctx) => {
    if (post.updated && post.updated < post.date) {
      ctx.addIssue({
        code: 'custom',
        path: ['updated'],
        message: `${post.updated} is before the post's date, ${post.date}. Fix: give a day on or after it.`,
      });
    }
  });

export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;
