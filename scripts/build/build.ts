/**
 * `npm run build`: the client bundle (Vite), a server-side bundle of the same app, one
 * prerendered HTML page per route that starts the app only after its first paint (with the CSP
 * hashes of its inline scripts, the start-up one and the colour scheme one in the head, for the
 * server, and in a `<meta>` policy in each page),
 * `.br`/`.gz` copies of every text file, the static hosts' files (`_headers`, `_redirects`,
 * `vercel.json`), and the byte-budget check, which fails the build when a page grows over its
 * budget. Settings: scripts/build/buildConfig.ts.
 */
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { writeBasePath } from '../../server/http/basePath.ts';
import { writeScriptHashes } from '../../server/http/scriptHashes.ts';
import { formatBudgetReport, measureBudgets } from './budgetReport.ts';
import { loadBuildConfig, type BuildConfig } from './buildConfig.ts';
import { firstLoadCost, formatCosts, type PackageCost } from '../vite/bundleCost.ts';
import { compressTextAssets } from './compress.ts';
import { buildBootstrapScript, takeManifest } from './deferAppStart.ts';
import { hostFiles, insertMetaCsp, metaCsp } from './hostFiles.ts';
import { inlineScriptHashes } from './inlineScriptHashes.ts';
import { prerender, type RenderPage } from './prerender.ts';
import { writeSiteIcons } from './images/siteIcons.ts';
import { writeSocialCards } from './images/socialCard.ts';
import { writePostCards } from './images/postCard.ts';
import { writingFeeds } from './writing/feeds.ts';
import { loadLanguagePosts } from './writing/languagePosts.ts';
import { inLanguage } from '../../src/language.ts';
import {
  documentTitle,
  routeIds,
  routes,
  writing,
  writingPages,
  withBase,
} from '../../src/routes.ts';
import { untranslatedStrings } from './contentCheck.ts';
import { languageContents, readTranslationFolders } from './translations.ts';

/** Where the site is written: `dist/`, where `npm start` serves it, unless DIST_DIR says. */
const DIST_DIR = process.env.DIST_DIR || 'dist';
const SSR_DIR = `${DIST_DIR}-ssr`;
const SSR_ENTRY = 'src/app/entry-server.tsx';

const { siteUrl, basePath, apiOrigins, warnings } = loadConfigOrExit();
warnings.forEach((warning) => console.warn(warning));

let costs: PackageCost[] = [];
await build({
  logLevel: 'warn',
  build: {
    outDir: DIST_DIR,
    emptyOutDir: true,
    // Names each page module's chunk, which the prerenderer starts with its page.
    manifest: true,
    // Everything the app starts with in one chunk, each page's own code in another. Rolldown
    // merges common chunks only where no module awaits at its top level, and the start-up does
    // (yieldToMain.ts): left to itself, it splits the start-up into a dozen small files.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } },
    },
  },
  plugins: [firstLoadCost((measured) => (costs = measured))],
}).catch(stopOnContentProblems);
const manifest = await takeManifest(DIST_DIR);
// Dependencies are bundled in too, so Node runs the same modules the browser does.
await build({
  logLevel: 'warn',
  ssr: { noExternal: true },
  // One file: the entry's top-level await of the pages' code must not wait on a chunk that
  // imports the entry back.
  build: {
    ssr: SSR_ENTRY,
    outDir: SSR_DIR,
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: false } },
  },
});

// Each language's published posts, as the client build's content check has just passed them.
const postsOf = await loadLanguagePosts({ basePath, publicDir: 'public', includeDrafts: false });
const translationFolders = await readTranslationFolders();
/** Each language's words, posts and writing pages (in its words), the default first. */
const languages = languageContents(translationFolders).map((entry) => {
  const { posts = [], images = [] } =
    postsOf.find(({ language }) => language.code === entry.language.code) ?? {};
  return {
    ...entry,
    posts,
    images,
    writingPages: writingPages(posts, entry.content.routeText.writing),
  };
});
/** Every writing page of every language, by its path under its language's prefix. */
const writingAddresses = languages.flatMap(({ language, writingPages: pages }) =>
  pages.map((page) => inLanguage(language, page.path)),
);
// What is left to translate: said, never failed on, as a translation starts as the default's words.
const untranslated = untranslatedStrings(translationFolders);
untranslated.forEach((line) => console.warn(line));
/** Every route's page in every language but the default's, which the route table lists. */
const translatedPages = languages
  .slice(1)
  .flatMap(({ language }) => routeIds.map((id) => inLanguage(language, routes[id].path)));

const serverBundle = pathToFileURL(resolve(SSR_DIR, 'entry-server.js')).href;
const { renderPage } = (await import(serverBundle)) as { renderPage: RenderPage };
const bootstrapScript = await buildBootstrapScript();
const written = await prerender({
  distDir: DIST_DIR,
  renderPage,
  siteUrl,
  basePath,
  bootstrapScript,
  languages,
  manifest,
});
await writeBasePath(DIST_DIR, basePath);
const scriptHashes = await inlineScriptHashes(DIST_DIR, written);
await writeScriptHashes(DIST_DIR, scriptHashes);
// Hosts that send no headers of ours (GitHub Pages) get the policy from each page itself.
const policyTag = metaCsp({ scriptHashes, apiOrigins });
for (const page of written.filter((file) => file.endsWith('.html'))) {
  const file = join(DIST_DIR, page);
  await writeFile(file, insertMetaCsp(await readFile(file, 'utf8'), policyTag));
}
await rm(SSR_DIR, { recursive: true, force: true });
console.log(
  `Prerendered for ${siteUrl}${basePath}: ${written.map((file) => join(DIST_DIR, file)).join(', ')}`,
);

const socialCards = await writeSocialCards(DIST_DIR, languages);
console.log(`Drew the social cards from the content: ${socialCards.files.join(', ')}`);
for (const { name } of socialCards.withDefaultCard) {
  // Said, never failed on: the pages then share the default language's card.
  console.warn(
    `The social card cannot be drawn in ${name} (the card's font has no glyphs for its job title, or the text runs right to left): its pages share the default language's card.`,
  );
}
console.log(`Drew the site icons from the content: ${(await writeSiteIcons(DIST_DIR)).join(', ')}`);
// Each language with posts: its posts' images, its feeds in its words and its posts' cards.
for (const { language, content, posts, images, writingPages: pages } of languages) {
  if (posts.length === 0) continue;
  for (const image of images) {
    const target = join(DIST_DIR, ...image.sitePath.split('/'));
    await mkdir(dirname(target), { recursive: true });
    await copyFile(image.file, target);
  }
  const { brandName } = content.profile;
  const feeds = writingFeeds({
    posts,
    siteUrl,
    basePath,
    siteName: brandName,
    author: { name: brandName, link: `${siteUrl}${withBase(basePath, inLanguage(language, '/'))}` },
    description: content.routeText.writing.description,
    language,
    title: documentTitle(content.routeText.writing.title, brandName),
  });
  const rssPath = inLanguage(language, writing.rssPath);
  const atomPath = inLanguage(language, writing.atomPath);
  const inDist = (path: string) => join(DIST_DIR, ...path.split('/'));
  await mkdir(dirname(inDist(rssPath)), { recursive: true });
  await writeFile(inDist(rssPath), feeds.rss);
  await writeFile(inDist(atomPath), feeds.atom);
  const cards = await writePostCards(DIST_DIR, posts, { language, name: brandName });
  const counted = (count: number, one: string, many: string) =>
    `${count} ${count === 1 ? one : many}`;
  const section =
    language.prefix === '' ? 'the writing section' : `the writing section in ${language.name}`;
  console.log(
    `Wrote ${section}: ${counted(pages.length, 'page', 'pages')}, ${counted(posts.length, 'post', 'posts')}, the feeds ${withBase(basePath, rssPath)} and ${withBase(basePath, atomPath)}, ${counted(cards.length, 'social card', 'social cards')} and ${counted(images.length, 'image', 'images')}.`,
  );
}

const compressed = await compressTextAssets(DIST_DIR);
console.log(`Wrote .br and .gz beside ${compressed.length} text files.`);
// Only static hosts read these, so they get no compressed copies.
const files = hostFiles({
  basePath,
  scriptHashes,
  apiOrigins,
  extraPages: [...translatedPages, ...writingAddresses],
});
for (const [name, text] of Object.entries(files)) await writeFile(join(DIST_DIR, name), text);
console.log(`Wrote the static hosts' files: ${Object.keys(files).join(', ')}`);

console.log(formatCosts(costs));
const report = await measureBudgets(DIST_DIR);
console.log(formatBudgetReport(report));
if (report.failures.length > 0) process.exitCode = 1;
// Said again at the end, where it is read, rather than only above the build's own output.
warnings.forEach((warning) => console.warn(warning));

/** The content check's message says all there is to say: no stack trace under it. */
function stopOnContentProblems(error: unknown): never {
  if (error instanceof Error && error.message.includes('[plugin content-check]')) {
    const lines = error.message.slice(error.message.indexOf('The content')).split('\n');
    const problems = lines.filter((line, index) => index === 0 || line.startsWith('  - '));
    console.error(`Build stopped. ${problems.join('\n')}`);
    process.exit(1);
  }
  throw error;
}

function loadConfigOrExit(): BuildConfig {
  try {
    return loadBuildConfig();
  } catch (error) {
    console.error(`Build stopped: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
