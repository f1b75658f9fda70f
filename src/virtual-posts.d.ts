// The posts as the writing plugin hands them to the app (scripts/vite/writingPlugin.ts). Only
// the prerenderer and the development server import them; no production page does.
declare module 'virtual:posts' {
  import type { Post } from './content/post.ts';

  /** Each language's posts, by its tag, newest first, their bodies rendered: none for a language without. */
  export const postsByLanguage: Readonly<Record<string, Post[]>>;
}
