// `cdk synth` and `cdk deploy` run this (cdk.json); the CLI passes the context and the output folder.
import { contactApiApp, MissingBundleError } from '../lib/contactApiApp.ts';

try {
  contactApiApp().app.synth();
} catch (error) {
  if (!(error instanceof MissingBundleError)) throw error;
  // A step left out, not a fault: the one sentence that says which, without a stack trace.
  console.error(error.message);
  process.exitCode = 1;
}
