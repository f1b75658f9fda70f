/**
 * npm run build:lambda: bundles the AWS Lambda runtime (server/lambda.ts) with esbuild into one
 * ES module, dist-lambda/index.mjs, for the nodejs24.x runtime. It imports nothing but Node's
 * built-ins and the AWS SDK client that the runtime provides, so the folder is the whole
 * deployment: the build stops if anything else is left out of the bundle.
 */
import { builtinModules } from 'node:module';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..', '..');
export const LAMBDA_DIR = join(root, 'dist-lambda');

/** Modules the bundle may import at run time: Node's own. */
const nodeBuiltins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);
/**
 * Lambda's Node.js runtime carries AWS SDK v3: a client bundled too would only add its weight to
 * every cold start.
 */
const RUNTIME_PROVIDED = ['@aws-sdk/client-ssm'];

export async function buildLambda(outDir = LAMBDA_DIR): Promise<{ file: string; bytes: number }> {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const file = join(outDir, 'index.mjs');
  const result = await build({
    entryPoints: [join(root, 'server', 'lambda.ts')],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    minify: true,
    legalComments: 'linked',
    metafile: true,
    // node-postgres looks for its optional native binding only when asked to use it.
    external: ['pg-native', ...RUNTIME_PROVIDED],
    // The CommonJS packages in the bundle (node-postgres, nodemailer) call require() for Node's
    // built-ins, which an ES module has only when it makes one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  const imports = Object.values(result.metafile.outputs).flatMap((output) => output.imports);
  const foreign = imports.filter(
    (entry) =>
      entry.external &&
      !nodeBuiltins.has(entry.path) &&
      entry.path !== 'pg-native' &&
      !RUNTIME_PROVIDED.includes(entry.path),
  );
  if (foreign.length > 0) {
    throw new Error(
      `The Lambda bundle would import ${foreign.map((entry) => entry.path).join(', ')} at run time: bundle it, or say why it may stay out.`,
    );
  }
  const bytes =
    result.metafile.outputs[
      Object.keys(result.metafile.outputs).find((name) => name.endsWith('index.mjs')) ?? ''
    ]?.bytes ?? 0;
  return { file, bytes };
}

if (import.meta.main) {
  try {
    const { file, bytes } = await buildLambda();
    console.log(`Wrote ${file} (${(bytes / 1024).toFixed(1)} KiB)`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
