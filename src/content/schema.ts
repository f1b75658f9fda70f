/**
 * What the site's content must be. The build and the development server check the modules of
 * src/content/ against it, and each rule's message says what to fix. The content's types come
 * from here too: a new field is one line in its object below, and its module then takes it.
 */
import { z } from 'zod';
import { contactFieldProblem } from '../contact/contactRules.ts';
import type { ProjectCategory } from './categories.ts';

/** What the checks need to know about the files under public/. */
export interface PublicFiles {
  /** Whether the site path (`/images/me.svg`) is a file under public/. */
  exists(path: string): boolean;
  /** The width and height an SVG file declares on its root element, if it is one that does. */
  svgSize(path: string): { width: number; height: number } | undefined;
}

export interface ContentRules {
  files: PublicFiles;
  /** The project categories the site knows. */
  categories: readonly string[];
  /** The pages that show one category of projects: each needs at least one such project. */
  categoryPages: readonly { path: string; category: string }[];
}

type Issue = { input?: unknown };

/** "is missing" or "must be <kind>", then what to do about it. */
export const typeProblem = (kind: string, fix: string) => (issue: Issue) =>
  issue.input === undefined
    ? `is missing. Fix: add it; ${fix}.`
    : `must be ${kind}, not ${JSON.stringify(issue.input)}. Fix: ${fix}.`;

/** Text that must say something. */
export const text = (fix: string) =>
  z
    .string({ error: typeProblem('text', fix) })
    .trim()
    .min(1, { error: `is empty. Fix: ${fix}.` });

/** A list with at least one item, no two alike (each is shown once, keyed by its value). */
const list = <Item extends z.ZodType>(item: Item, fix: string) =>
  z
    .array(item, { error: typeProblem('a list', fix) })
    .min(1, { error: `is an empty list. Fix: ${fix}.` })
    .superRefine((items, ctx) => {
      items.forEach((value, index) => {
        const first = items.findIndex((other) => JSON.stringify(other) === JSON.stringify(value));
        if (first < index) {
          ctx.addIssue({
            code: 'custom',
            path: [index],
            message: `repeats item ${first + 1}, ${JSON.stringify(value)}. Fix: remove one of them.`,
          });
        }
      });
    });

/** A whole number from 1 up. */
const count = (fix: string) =>
  z
    .number({ error: typeProblem('a number', fix) })
    .int({ error: `must be a whole number. Fix: ${fix}.` })
    .positive({ error: `must be 1 or more. Fix: ${fix}.` });

/** A link to another site, over https so that browsers never warn about it. */
const httpsLink = (fix: string) =>
  z.string({ error: typeProblem('text', fix) }).refine(isHttpsUrl, {
    error: (issue) => `"${String(issue.input)}" is not a full https:// address. Fix: ${fix}.`,
  });

/** A file under public/, named by its path on the site. */
const publicFile = (files: PublicFiles, fix: string) =>
  z
    .string({ error: typeProblem('text', fix) })
    .refine((path) => path.startsWith('/'), {
      error: (issue) =>
        `"${String(issue.input)}" must start with "/": it is the file's path under public/. Fix: ${fix}.`,
      abort: true,
    })
    .refine((path) => files.exists(path), {
      error: (issue) =>
        `"${String(issue.input)}" is not a file under public/. Fix: put the file at public${String(issue.input)}, or correct the path.`,
    });

/** An https:// link to a page on `site` (or one of its subdomains, such as www.). */
const profileLink = (site: string, fix: string) =>
  httpsLink(fix).refine((value) => isOnSite(value, site), {
    error: (issue) => `"${String(issue.input)}" is not an address on ${site}. Fix: ${fix}.`,
  });

/** A `mailto:` link to an address that mail can reach. */
const mailtoLink = (fix: string) =>
  z
    .string({ error: typeProblem('text', fix) })
    .refine((value) => value.startsWith('mailto:'), {
      error: (issue) => `"${String(issue.input)}" does not start with "mailto:". Fix: ${fix}.`,
      abort: true,
    })
    .refine((value) => contactFieldProblem('email', value.slice('mailto:'.length)) === undefined, {
      error: (issue) =>
        `"${String(issue.input).slice('mailto:'.length)}" is not an email address. Fix: ${fix}.`,
    });

/** A PDF under public/ (`/resume.pdf`) or an https:// address. */
const documentLink = (files: PublicFiles, fix: string) =>
  z.string({ error: typeProblem('text', fix) }).superRefine((value, ctx) => {
    if (isHttpsUrl(value)) return;
    const problem = !value.startsWith('/')
      ? 'is neither a full https:// address nor a path under public/ starting with "/"'
      : !value.toLowerCase().endsWith('.pdf')
        ? 'is not a PDF file (its name must end in .pdf)'
        : !files.exists(value)
          ? `is not a file under public/: put it at public${value}`
          : undefined;
    if (problem) ctx.addIssue({ code: 'custom', message: `"${value}" ${problem}. Fix: ${fix}.` });
  });

/** Everything in src/content/, by the name each module exports it under. */
export function contentSchema(rules: ContentRules) {
  const { files } = rules;
  const image = publicFile(files, 'give the path of an image under public/, like /images/me.svg');
  const alt = text('describe the image for people who cannot see it');

  const links = z.strictObject({
    github: profileLink('github.com', 'link to your GitHub profile, like https://github.com/you'),
    linkedin: profileLink(
      'linkedin.com',
      'link to your LinkedIn profile, like https://www.linkedin.com/in/you',
    ),
    email: mailtoLink('write your address after "mailto:", like mailto:you@example.com'),
    resume: documentLink(
      files,
      'give the path of your résumé PDF under public/, like /resume.pdf, or its https:// address; or leave the field out',
    ).optional(),
    others: list(
      z.strictObject({
        label: text('name the link, such as Blog'),
        href: httpsLink('give the full https:// address'),
      }),
      'list your other links, or leave the field out',
    ).optional(),
  });

  const profile = z.strictObject({
    brandName: text('write the name shown in the navbar and in every page title'),
    greeting: text("write the home page's main heading, such as Hi, I'm Sam"),
    jobTitle: text('write your job title, shown under the greeting'),
    aboutIntro: list(text('write the paragraph'), 'write the About page introduction'),
    hobbiesIntro: text('write the sentence above your hobbies'),
    hobbies: list(text('name the hobby'), 'list your hobbies'),
    contactIntro: text('write the invitation above the contact form'),
    links,
    photo: z
      .strictObject({
        src: image,
        alt: text('describe yourself in the photo, such as Sam smiling'),
      })
      .optional(),
  });

  const keySkills = list(
    z.strictObject({
      label: text('name the group in a word or two, such as Languages'),
      skills: list(text('name the skill'), 'list the skills of the group'),
    }),
    'list your key skills, in groups',
  );

  const category = z.custom<ProjectCategory>(
    (value) => typeof value === 'string' && rules.categories.includes(value),
    {
      error: (issue) =>
        `${JSON.stringify(issue.input)} is not a known category. Fix: use one of ${rules.categories.join(', ')}, or add it to projectCategories in src/content/categories.ts.`,
    },
  );

  const project = z.strictObject({
    id: count('give the project a number that no other project has'),
    category,
    title: text('name the project'),
    skills: list(text('name the skill'), 'list the skills the project shows'),
    link: httpsLink("link to the project's https:// page or repository"),
    img: image,
    imgAlt: alt,
  });

  const projects = z
    .array(project, { error: typeProblem('a list', 'list your projects') })
    .min(1, { error: 'is an empty list. Fix: add at least one project.' })
    .superRefine((entries, ctx) => {
      entries.forEach((entry, index) => {
        const first = entries.findIndex((other) => other.id === entry.id);
        if (first < index) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'id'],
            message: `${entry.id} is also the id of projects[${first}]. Fix: give each project its own id.`,
          });
        }
      });
      for (const page of rules.categoryPages) {
        if (!entries.some((entry) => entry.category === page.category)) {
          ctx.addIssue({
            code: 'custom',
            path: [],
            message: `has no project of the category "${page.category}", which the page ${page.path} shows. Fix: add a project with category "${page.category}", or take that page out of src/routes.ts.`,
          });
        }
      }
    });

  const figure = z
    .strictObject({
      src: image,
      width: count("give the image's own width in pixels"),
      height: count("give the image's own height in pixels"),
      title: text('name the diagram'),
      caption: text('write a caption under the diagram'),
      alt: text('describe the diagram for people who cannot see it'),
    })
    .superRefine((entry, ctx) => {
      // Runs on entries with other problems too: only a readable file has a size to compare.
      const readable = typeof entry.src === 'string' && files.exists(entry.src);
      const size = readable ? files.svgSize(entry.src) : undefined;
      if (size && (size.width !== entry.width || size.height !== entry.height)) {
        ctx.addIssue({
          code: 'custom',
          path: ['width'],
          message: `${entry.width}×${entry.height} is not the size of ${entry.src}, which is ${size.width}×${size.height}. Fix: set width ${size.width} and height ${size.height}.`,
        });
      }
    });

  const caseStudy = z.strictObject({
    scenarioTitle: text('write the heading of the scenario card'),
    scenario: list(text('write the paragraph'), 'tell the scenario in paragraphs'),
    featuresTitle: text('write the heading above the features'),
    features: list(
      z.strictObject({
        name: text('name the feature'),
        detail: text('say what the feature does'),
      }),
      'list the features',
    ),
    figures: list(figure, 'list the diagrams'),
  });

  const heroVideo = z.strictObject({
    webm: publicFile(files, 'give the path of the WebM video under public/'),
    mp4: publicFile(files, 'give the path of the MP4 video under public/'),
    poster: image,
    description: text('describe the video for people who cannot see it'),
  });

  const languageTag = z
    .string({ error: typeProblem('text', 'write a BCP 47 language tag, such as fr or pt-BR') })
    .refine(isLanguageTag, {
      error: (issue) =>
        `${JSON.stringify(issue.input)} is not a BCP 47 language tag. Fix: write one, such as fr or pt-BR.`,
    });

  const languages = list(
    z.strictObject({
      code: languageTag,
      name: text('name the language in its own words, such as Français'),
    }),
    'list the languages of the site, the default first',
  ).superRefine((entries, ctx) => {
    entries.forEach((entry, index) => {
      const first = entries.findIndex(
        (other) => other.code.toLowerCase() === entry.code.toLowerCase(),
      );
      if (first < index) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'code'],
          message: `${entry.code} is listed twice. Fix: list each language once.`,
        });
      }
    });
  });

  return z.strictObject({
    languages,
    profile,
    keySkills,
    projects,
    caseStudy,
    heroVideo,
    aboutProjectsShown: count('say how many project links About shows before "View more"'),
  });
}

export type Content = z.infer<ReturnType<typeof contentSchema>>;
export type Profile = Content['profile'];
export type KeySkills = Content['keySkills'];
export type Project = Content['projects'][number];
export type CaseStudy = Content['caseStudy'];
export type HeroVideo = Content['heroVideo'];
export type ProfileLinks = Profile['links'];

/** One of the site's languages: its BCP 47 tag and its name in its own words. */
export interface LanguageEntry {
  code: string;
  name: string;
}

/** Whether `value` is a well-formed BCP 47 language tag (`fr`, `pt-BR`, `zh-Hant-TW`). */
export function isLanguageTag(value: string): boolean {
  try {
    return Intl.getCanonicalLocales(value).length === 1 && !value.includes('_');
  } catch {
    return false;
  }
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

function isOnSite(value: string, site: string): boolean {
  try {
    const { hostname } = new URL(value);
    return hostname === site || hostname.endsWith(`.${site}`);
  } catch {
    return false;
  }
}
