/**
 * The chunks a page loads before its app can start: the entry chunks and every chunk they
 * import statically, as a client build's bundle lists them. Chunks loaded on demand (dynamic
 * imports) are left out.
 */
import type { Rollup } from 'vite';

export function firstLoadChunks(bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  const chunks = new Map(
    Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item]] : [])),
  );
  const firstLoad = new Map<string, Rollup.OutputChunk>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (!chunk || firstLoad.has(fileName)) return;
    firstLoad.set(fileName, chunk);
    chunk.imports.forEach(visit);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  return [...firstLoad.values()];
}
