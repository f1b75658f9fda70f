/**
 * The function's secrets from Parameter Store, read through the AWS SDK from a local endpoint
 * that speaks the service's protocol: the network boundary, not a mock of the SDK. The SDK takes
 * the endpoint, the region and the credentials from the process's environment, as on Lambda.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  startParameterStore,
  type ParameterStore,
  type StoredParameter,
} from '../scripts/harness/parameterStore.ts';
import { freePort } from '../scripts/harness/serverProcess.ts';
import { SecretParameterError, withSecretParameters } from './lambdaSecrets.ts';

const VALUES = {
  database: 'postgres://portfolio:db-password-1@db.example.com/portfolio',
  smtp: 'smtps://owner:smtp-password-2@smtp.example.com',
  webhook: 'https://hooks.example.com/services/webhook-token-3',
  secret: 'contact-secret-4-contact-secret-4-contact',
};

const PARAMETERS: Record<string, StoredParameter> = {
  '/portfolio/database-url': { value: VALUES.database },
  '/portfolio/smtp-url': { value: VALUES.smtp },
  '/portfolio/webhook-url': { value: VALUES.webhook },
  '/portfolio/contact-secret': { value: VALUES.secret },
  '/portfolio/plain-url': { value: VALUES.database, type: 'String' },
};

let parameters: ParameterStore;
beforeAll(async () => {
  parameters = await startParameterStore(PARAMETERS);
});
afterAll(() => parameters?.close());

/** The function's own environment: where the SDK finds the endpoint and the credentials. */
function onLambda(store: ParameterStore = parameters) {
  for (const [name, value] of Object.entries(store.env)) vi.stubEnv(name, value);
}
afterEach(() => {
  vi.unstubAllEnvs();
  parameters.requests.splice(0);
  parameters.allow();
});

/** Expects `env` to be refused with a SecretParameterError, and returns its message. */
async function refusal(env: NodeJS.ProcessEnv): Promise<string> {
  const error: unknown = await withSecretParameters(env).then(
    () => expect.fail('the secrets were read'),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SecretParameterError);
  const { message } = error as Error;
  for (const value of Object.values(VALUES)) expect(message).not.toContain(value);
  return message;
}

describe('the secrets from Parameter Store', () => {
  it('reads every named parameter in one request, decrypted, into its setting', async () => {
    onLambda();
    const env = {
      DATABASE_URL_PARAMETER: '/portfolio/database-url',
      SMTP_URL_PARAMETER: '/portfolio/smtp-url',
      NOTIFY_WEBHOOK_URL_PARAMETER: '/portfolio/webhook-url',
      CONTACT_SECRET_PARAMETER: '/portfolio/contact-secret',
      NOTIFY_EMAIL_TO: 'owner@example.com',
    };

    expect(await withSecretParameters(env)).toEqual({
      ...env,
      DATABASE_URL: VALUES.database,
      SMTP_URL: VALUES.smtp,
      NOTIFY_WEBHOOK_URL: VALUES.webhook,
      CONTACT_SECRET: VALUES.secret,
    });
    expect(parameters.requests).toEqual([
      {
        target: 'AmazonSSM.GetParameters',
        body: {
          Names: [
            '/portfolio/database-url',
            '/portfolio/smtp-url',
            '/portfolio/webhook-url',
            '/portfolio/contact-secret',
          ],
          WithDecryption: true,
        },
      },
    ]);
  });

  it('leaves an environment that names no parameter as it is, asking nothing', async () => {
    onLambda();
    const env = { DATABASE_URL: VALUES.database, SMTP_URL_PARAMETER: ' ', CONTACT_SECRET: '' };
    expect(await withSecretParameters(env)).toBe(env);
    expect(parameters.requests).toEqual([]);
  });

  it('refuses a missing parameter, naming it and its variable', async () => {
    onLambda();
    const message = await refusal({
      DATABASE_URL_PARAMETER: '/portfolio/database-url',
      NOTIFY_WEBHOOK_URL_PARAMETER: '/portfolio/no-such-hook',
    });
    expect(message).toBe(
      'Parameter Store has no /portfolio/no-such-hook (NOTIFY_WEBHOOK_URL_PARAMETER) in this region: create it with `aws ssm put-parameter --type SecureString`, or name another.',
    );
  });

  it('refuses a String parameter: a secret is kept encrypted or not kept', async () => {
    onLambda();
    expect(await refusal({ DATABASE_URL_PARAMETER: '/portfolio/plain-url' })).toBe(
      '/portfolio/plain-url (DATABASE_URL_PARAMETER) is not a SecureString: delete it and create it again with `aws ssm put-parameter --type SecureString`.',
    );
  });

  it('refuses a setting given both as a value and as a parameter, asking nothing', async () => {
    onLambda();
    expect(
      await refusal({
        DATABASE_URL: VALUES.database,
        DATABASE_URL_PARAMETER: '/portfolio/database-url',
      }),
    ).toMatch(/^DATABASE_URL and DATABASE_URL_PARAMETER are both set: [^.]+\.$/);
    expect(parameters.requests).toEqual([]);
  });

  it('names the parameters and the reason when the role may not read them', async () => {
    onLambda();
    parameters.deny();
    const message = await refusal({
      DATABASE_URL_PARAMETER: '/portfolio/database-url',
      SMTP_URL_PARAMETER: '/portfolio/smtp-url',
    });
    expect(message).toMatch(
      /^Could not read \/portfolio\/database-url \(DATABASE_URL_PARAMETER\), \/portfolio\/smtp-url \(SMTP_URL_PARAMETER\) from Parameter Store: AccessDeniedException: .*not authorized to perform: ssm:GetParameters/,
    );
  });

  it('names the parameter when Parameter Store cannot be reached', async () => {
    onLambda({
      ...parameters,
      env: { ...parameters.env, AWS_ENDPOINT_URL_SSM: `http://127.0.0.1:${await freePort()}` },
    });
    expect(await refusal({ CONTACT_SECRET_PARAMETER: '/portfolio/contact-secret' })).toMatch(
      /^Could not read \/portfolio\/contact-secret \(CONTACT_SECRET_PARAMETER\) from Parameter Store: /,
    );
  });
});
