// The posts as the writing plugin hands them to the app (scripts/vite/writingPlugin.ts). Only
// the prerenderer and the development server import them; no production page does.
declare module 'virtual:posts' {
  import type { Post } from './content/post.ts';

  /** The posts, newest first, their bodies rendered. */
  export const posts: Post[];
}
