/**
 * The CDK app: one environment-agnostic stack, so that synth needs no AWS account, no region
 * and no network; `cdk deploy` takes both from the caller's AWS profile.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, type AppProps } from 'aws-cdk-lib';
import { ContactApiStack } from './contactApiStack.ts';

export const STACK_NAME = 'PortfolioContactApi';

/** Where `npm run build:lambda` writes the bundle: dist-lambda/ at the repository's root. */
const BUILT_BUNDLE = fileURLToPath(new URL('../../../dist-lambda/', import.meta.url));

export function contactApiApp(
  props: AppProps = {},
  env: NodeJS.ProcessEnv = process.env,
): { app: App; stack: ContactApiStack } {
  // No AWS::CDK::Metadata resource: the template says what it deploys and nothing else.
  const app = new App({ analyticsReporting: false, ...props });
  const stack = new ContactApiStack(app, STACK_NAME, {
    description: "The portfolio's contact API on AWS Lambda",
    bundleDir: bundleDir(app.node.tryGetContext('lambdaDir'), env),
  });
  return { app, stack };
}

/** The synth cannot go on without the bundle; the message says how to get one. */
export class MissingBundleError extends Error {}

/**
 * The bundle's folder: `-c lambdaDir=…`, else LAMBDA_DIR, else the built one. A relative path is
 * taken from the folder npm was started in (INIT_CWD: the repository's root for
 * `npm run aws:synth`), as npm runs the scripts of deploy/aws in deploy/aws.
 */
export function bundleDir(fromContext: unknown, env: NodeJS.ProcessEnv): string {
  const given = typeof fromContext === 'string' && fromContext ? fromContext : env.LAMBDA_DIR;
  const dir = given ? resolve(env.INIT_CWD ?? process.cwd(), given) : BUILT_BUNDLE;
  if (!existsSync(join(dir, 'index.mjs'))) {
    throw new MissingBundleError(
      `No Lambda bundle at ${join(dir, 'index.mjs')}: run \`npm run build:lambda\` at the ` +
        'repository root first, or name a folder holding index.mjs with -c lambdaDir=… or LAMBDA_DIR.',
    );
  }
  return dir;
}
