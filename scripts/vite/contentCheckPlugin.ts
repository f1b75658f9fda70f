/**
 * Checks the content (see contentCheck.ts) in every client build, which then fails with the
 * problems, and in the development server, which prints them and shows them over the page
 * until they are fixed. The check module is loaded afresh each time, so edits count at once.
 */
import { join, relative, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { importFresh } from './importFresh.ts';
import type * as ContentCheck from '../build/contentCheck.ts';
import { readTranslationFolders } from '../build/translations.ts';
import { loadLanguagePosts, postsDirOf } from '../build/writing/languagePosts.ts';
import { siteLanguages, type Language } from '../../src/language.ts';

/** `languages`: the site's languages, whose posts are checked (src/content/languages.ts's unless said). */
export function contentCheck({
  languages = siteLanguages,
}: { languages?: readonly Language[] } = {}): Plugin {
  let root = process.cwd();
  let publicDir = join(root, 'public');
  let checksThisBuild = false;
  let basePath = '/';
  let includeDrafts = false;

  /** The problems, formatted; undefined when there are none. */
  const check = async (): Promise<string | undefined> => {
    const module = await importFresh<typeof ContentCheck>(root, 'scripts/build/contentCheck.ts');
    // Every language's posts: each problem names its file.
    const posts = await loadLanguagePosts({ basePath, publicDir, includeDrafts, root, languages });
    const problems = [
      ...module.checkSiteContent(publicDir),
      ...module.checkTranslations(
        await readTranslationFolders(root, (file) => importFresh(root, relative(root, file))),
      ),
      ...posts.flatMap((language) => language.problems),
    ];
    return problems.length > 0 ? module.formatProblems(problems) : undefined;
  };

  return {
    name: 'content-check',
    // Vitest runs the content's own tests instead.
    apply: (_config, env) => env.mode !== 'test',
    configResolved(config) {
      root = config.root;
      publicDir = config.publicDir;
      basePath = config.base;
      // A production build leaves drafts out; the development server shows them.
      includeDrafts = config.command === 'serve';
      // The server-side bundle of the same build would only repeat it.
      checksThisBuild = config.command === 'build' && !config.build.ssr;
    },
    async buildStart() {
      if (!checksThisBuild) return;
      const problems = await check();
      if (problems) this.error(problems);
    },
    configureServer(server) {
      reportWhileServing(server, check, [
        join(root, 'src/content'),
        join(root, 'src/routes.ts'),
        ...languages.map((language) => postsDirOf(language, root)),
        publicDir,
      ]);
    },
  };
}

/** Checks now and after every change under `watched`, in the terminal and over the page. */
function reportWhileServing(
  server: ViteDevServer,
  check: () => Promise<string | undefined>,
  watched: string[],
) {
  const { logger } = server.config;
  let problems: string | undefined;
  let queue = Promise.resolve();

  const showOverlay = () => {
    if (problems) {
      server.ws.send({
        type: 'error',
        err: { message: problems, stack: '', plugin: 'content-check' },
      });
    }
  };

  const run = async () => {
    const before = problems;
    try {
      problems = await check();
    } catch (error) {
      problems = `The content could not be loaded: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (problems) {
      // One save can fire several file events: say each new set of problems once.
      if (problems !== before) logger.error(problems, { timestamp: true });
      showOverlay();
    } else if (before) {
      logger.info('The content problems are fixed.', { timestamp: true });
      server.ws.send({ type: 'full-reload' });
    }
  };

  const isWatched = (file: string) =>
    watched.some((path) => file === path || file.startsWith(path + sep));
  server.watcher.on('all', (_event, file) => {
    if (isWatched(file)) queue = queue.then(run);
  });
  // A page opened after the check still hears of its problems.
  server.ws.on('connection', showOverlay);
  queue = queue.then(run);
}
