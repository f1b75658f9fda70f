/**
 * Serves the built site: files from the dist folder, each route's prerendered page (or the app
 * shell) and every other page the build wrote (`writing/<slug>/index.html`) with 200, a 301 to a route's own path for any other spelling of it (`/About/`), and
 * the not-found page with 404. Written here rather than taken from
 * @hono/node-server's serveStatic (2.x), which sends no ETag and so never a 304, ignores
 * q-values in Accept-Encoding, sends Vary only on a compressed answer (so a cache can hand
 * brotli to a client that did not ask for it), and cannot answer a fallback page with 404.
 */
import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context, Handler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { findRoute, normalizePath, pageFile, withBase, withoutBase } from '../../src/routes.ts';
import { parseRange } from './range.ts';

/** Files with a content hash in their name are kept for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything without a content hash in its name must be revalidated before reuse. */
export const REVALIDATE = 'no-cache';
/** Vite writes content-hashed file names here (under the base path), so their content never changes. */
const HASHED_ASSETS_PREFIX = '/assets/';

/** Precompressed siblings, in the order we prefer them. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

type Encoding = (typeof ENCODINGS)[number];

interface Target {
  file: string;
  status: 200 | 404;
  immutable: boolean;
}

/** A route asked for by another spelling of its path: send the visitor to its own. */
interface Redirect {
  location: string;
}

/**
 * `basePath` is where the site was built to live (`/`, or e.g. `/portfolio/`): files and pages
 * are served under it, and any address outside it is not found.
 */
export function serveSite(distDir: string, basePath = '/'): Handler {
  // Absolute, so the containment check below compares like with like.
  const root = resolve(distDir);
  return async (c) => {
    const url = new URL(c.req.url);
    const target = await resolveTarget(root, basePath, url.pathname);
    if (!target) return c.text('Not found', 404, { 'Cache-Control': REVALIDATE });
    if ('location' in target) {
      c.header('Cache-Control', REVALIDATE);
      return c.redirect(`${target.location}${url.search}`, 301);
    }
    return sendFile(c, target);
  };
}

async function resolveTarget(
  distDir: string,
  basePath: string,
  pathname: string,
): Promise<Target | Redirect | undefined> {
  const sitePath = withoutBase(basePath, pathname);
  const segments = sitePath === undefined ? undefined : decodeSegments(sitePath);
  if (sitePath !== undefined && segments) {
    const file = join(distDir, ...segments);
    const insideDist = file.startsWith(distDir + sep);
    if (insideDist && (await fileStats(file))) {
      return { file, status: 200, immutable: sitePath.startsWith(HASHED_ASSETS_PREFIX) };
    }
    const route = findRoute(`/${segments.join('/')}`);
    const routeAddress = route && withBase(basePath, route.path);
    if (routeAddress && routeAddress !== pathname) return { location: routeAddress };
    if (route) {
      const prerendered = join(distDir, pageFile(route.path));
      const file = (await fileStats(prerendered)) ? prerendered : join(distDir, 'index.html');
      if (await fileStats(file)) return { file, status: 200, immutable: false };
    } else {
      // A page the build wrote beyond the route table (the writing section's), by its folder.
      const path = normalizePath(`/${segments.join('/')}`);
      const prerendered = join(distDir, pageFile(path));
      if (path !== '/' && (await fileStats(prerendered))) {
        const address = withBase(basePath, path);
        if (address !== pathname) return { location: address };
        return { file: prerendered, status: 200, immutable: false };
      }
    }
  }
  // A language's pages have their own missing page (`fr/404.html`), in their words.
  const [first] = segments ?? [];
  const languageFolder = first && /^[a-z0-9-]+$/i.test(first) ? [first.toLowerCase()] : [];
  for (const name of [[...languageFolder, '404.html'], ['404.html'], ['index.html']]) {
    const file = join(distDir, ...name);
    if (await fileStats(file)) return { file, status: 404, immutable: false };
  }
  return undefined;
}

/**
 * The path's segments, decoded; undefined if any could climb out of its folder once decoded
 * (`..`, `%2e%2e`, an encoded slash or backslash, a NUL) or is not valid percent-encoding.
 */
function decodeSegments(pathname: string): string[] | undefined {
  const segments: string[] = [];
  for (const raw of pathname.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return undefined;
    if (segment !== '') segments.push(segment);
  }
  return segments;
}

async function sendFile(c: Context, { file, status, immutable }: Target): Promise<Response> {
  const identity = await fileStats(file);
  if (!identity) return c.text('Not found', 404, { 'Cache-Control': REVALIDATE });

  const siblings = await precompressedSiblings(file);
  const rangeHeader = status === 200 ? c.req.header('range') : undefined;
  // Ranges are served from the file itself, never from a compressed copy.
  const encoding = rangeHeader
    ? undefined
    : chooseEncoding(c.req.header('accept-encoding'), siblings);
  const path = encoding ? file + encoding.suffix : file;
  const stats = (encoding && siblings.get(encoding)) || identity;
  const etag = entityTag(stats, encoding);

  const headers: Record<string, string> = {
    'Content-Type': getMimeType(file) ?? 'application/octet-stream',
    'Cache-Control': immutable ? IMMUTABLE : REVALIDATE,
    'Accept-Ranges': 'bytes',
  };
  if (siblings.size > 0) headers['Vary'] = 'Accept-Encoding';
  if (encoding) headers['Content-Encoding'] = encoding.name;
  if (status === 200) headers['ETag'] = etag;

  if (status === 200 && matchesEtag(c.req.header('if-none-match'), etag)) {
    return c.body(null, 304, headers);
  }

  const ifRange = c.req.header('if-range');
  const range =
    rangeHeader && (ifRange === undefined || ifRange === etag)
      ? parseRange(rangeHeader, stats.size)
      : undefined;
  if (range === 'unsatisfiable') {
    return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${stats.size}` });
  }

  const { start, end } = range ?? { start: 0, end: stats.size - 1 };
  headers['Content-Length'] = String(end - start + 1);
  if (range) headers['Content-Range'] = `bytes ${start}-${end}/${stats.size}`;
  const sendStatus = range ? 206 : status;
  if (c.req.method === 'HEAD' || stats.size === 0) return c.body(null, sendStatus, headers);
  return c.body(streamFile(path, start, end), sendStatus, headers);
}

/** Changes whenever the file is rewritten; each encoding is a representation of its own. */
function entityTag(stats: Stats, encoding: Encoding | undefined): string {
  const version = `${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}`;
  return `"${encoding ? `${version}-${encoding.name}` : version}"`;
}

function streamFile(path: string, start: number, end: number): ReadableStream<Uint8Array> {
  return Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream<Uint8Array>;
}

async function fileStats(path: string): Promise<Stats | undefined> {
  const stats = await stat(path).catch(() => undefined);
  return stats?.isFile() ? stats : undefined;
}

async function precompressedSiblings(file: string): Promise<Map<Encoding, Stats>> {
  const siblings = new Map<Encoding, Stats>();
  for (const encoding of ENCODINGS) {
    const stats = await fileStats(file + encoding.suffix);
    if (stats) siblings.set(encoding, stats);
  }
  return siblings;
}

/** Our preferred encoding among the siblings that the client accepts (q > 0). */
function chooseEncoding(
  acceptEncoding: string | undefined,
  siblings: Map<Encoding, Stats>,
): Encoding | undefined {
  const quality = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [coding = '', ...params] = part.split(';').map((item) => item.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    quality.set(coding, q ? Number(q.slice(2)) || 0 : 1);
  }
  const accepts = (name: string) => (quality.get(name) ?? quality.get('*') ?? 0) > 0;
  return ENCODINGS.find((encoding) => siblings.has(encoding) && accepts(encoding.name));
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
