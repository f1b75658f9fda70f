// `npm run synth` and `npm test` run this first: without this folder's own packages the shell
// only says that `cdk` or `tsc` is not found, not what to install.
import { existsSync } from 'node:fs';

const needed = ['aws-cdk', 'aws-cdk-lib', 'constructs', 'typescript'];
const missing = needed.filter(
  (name) => !existsSync(new URL(`../node_modules/${name}/package.json`, import.meta.url)),
);
if (missing.length > 0) {
  console.error(
    "The AWS CDK app's own packages are not installed: run `npm ci --prefix deploy/aws` at the " +
      'repository root first.',
  );
  process.exitCode = 1;
}
