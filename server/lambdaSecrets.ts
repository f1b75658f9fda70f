/**
 * The Lambda function's secrets, read from Parameter Store at its cold start. Its environment
 * names SecureString parameters (DATABASE_URL_PARAMETER=/portfolio/database-url), never their
 * values, so that whoever may read the function's configuration learns no secret; the values
 * are decrypted in one GetParameters call and kept in memory for the instance's life.
 *
 * The AWS SDK is the one Lambda's Node.js runtime provides: the bundle leaves it out, and it is
 * loaded only when a parameter is named.
 */

import type { GetParametersCommandOutput } from '@aws-sdk/client-ssm';

/** The settings that hold credentials, each of which a parameter may hold instead. */
export const SECRET_SETTINGS = [
  'DATABASE_URL',
  'SMTP_URL',
  'NOTIFY_WEBHOOK_URL',
  'CONTACT_SECRET',
] as const;

type SecretSetting = (typeof SECRET_SETTINGS)[number];

/** The variable that names the parameter holding `setting`: DATABASE_URL_PARAMETER. */
export const parameterVariable = (setting: SecretSetting) => `${setting}_PARAMETER`;

/** A parameter that could not be read; the message names it and never holds a value. */
export class SecretParameterError extends Error {
  override name = 'SecretParameterError';
}

/**
 * Parameter Store answers in tens of milliseconds; these bound a cold start whose network is
 * broken, over the SDK's three attempts, well inside Lambda's 10 seconds for one.
 */
const CONNECTION_TIMEOUT_MS = 1_000;
const REQUEST_TIMEOUT_MS = 2_000;

/**
 * `env` with each named parameter's value in its setting (DATABASE_URL from
 * DATABASE_URL_PARAMETER), or `env` itself when it names none. The SDK takes its region,
 * credentials and endpoint from the process's environment, as it does on Lambda.
 *
 * Throws a SecretParameterError naming the parameter when one is missing, is not a SecureString
 * or cannot be read, and when a setting is given both ways.
 */
export async function withSecretParameters(env: NodeJS.ProcessEnv): Promise<NodeJS.ProcessEnv> {
  const named = SECRET_SETTINGS.flatMap((setting) => {
    const name = env[parameterVariable(setting)]?.trim();
    return name ? [{ setting, variable: parameterVariable(setting), name }] : [];
  });
  if (named.length === 0) return env;

  const doubled = named.filter(({ setting }) => env[setting]?.trim());
  if (doubled.length > 0) {
    const { setting, variable } = doubled[0] as (typeof doubled)[number];
    throw new SecretParameterError(
      `${setting} and ${variable} are both set: set ${variable} alone, to the name of the SecureString parameter holding it.`,
    );
  }

  const names = [...new Set(named.map(({ name }) => name))];
  const listed = named.map(({ name, variable }) => `${name} (${variable})`).join(', ');
  const { SSMClient, GetParametersCommand } = await import('@aws-sdk/client-ssm');
  const client = new SSMClient({
    requestHandler: {
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
    },
  });
  let answer: GetParametersCommandOutput;
  try {
    answer = await client.send(new GetParametersCommand({ Names: names, WithDecryption: true }));
  } catch (error) {
    // The SDK's errors name the action, the resource and the role, never a parameter's value.
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new SecretParameterError(`Could not read ${listed} from Parameter Store: ${reason}`);
  } finally {
    client.destroy();
  }

  const found = new Map((answer.Parameters ?? []).map((parameter) => [parameter.Name, parameter]));
  const values: Record<string, string> = {};
  const missing: string[] = [];
  const plain: string[] = [];
  for (const { setting, variable, name } of named) {
    const parameter = found.get(name);
    if (parameter?.Value === undefined) missing.push(`${name} (${variable})`);
    else if (parameter.Type !== 'SecureString') plain.push(`${name} (${variable})`);
    else values[setting] = parameter.Value;
  }
  if (missing.length > 0) {
    throw new SecretParameterError(
      `Parameter Store has no ${missing.join(', ')} in this region: create ${missing.length > 1 ? 'them' : 'it'} with \`aws ssm put-parameter --type SecureString\`, or name another.`,
    );
  }
  if (plain.length > 0) {
    // A String parameter is readable by anyone who may read the account's parameters, without
    // the key: a secret kept so is not kept.
    const [is, it] = plain.length > 1 ? ['are', 'them'] : ['is', 'it'];
    throw new SecretParameterError(
      `${plain.join(', ')} ${is} not a SecureString: delete ${it} and create ${it} again with \`aws ssm put-parameter --type SecureString\`.`,
    );
  }
  return { ...env, ...values };
}
