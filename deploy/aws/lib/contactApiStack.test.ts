import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { bundleDir, contactApiApp, MissingBundleError, STACK_NAME } from './contactApiApp.ts';

// Values that the synth's own environment holds, to show that none of them reaches the template.
const SECRETS = {
  DATABASE_URL: 'postgres://portfolio:db-password-1@db.example.com/portfolio',
  SMTP_URL: 'smtps://owner:smtp-password-2@smtp.example.com',
  NOTIFY_WEBHOOK_URL: 'https://hooks.example.com/services/webhook-token-3',
  CONTACT_SECRET: 'contact-secret-4-contact-secret-4-contact',
};

const FUNCTION_URL = 'https://abc123.lambda-url.eu-west-1.on.aws/';

let folder: string;
let template: Template;
let json: Record<string, unknown>;

before(() => {
  folder = mkdtempSync(join(tmpdir(), 'contact-api-cdk-'));
  const bundle = join(folder, 'bundle');
  mkdirSync(bundle);
  writeFileSync(
    join(bundle, 'index.mjs'),
    'export const handler = async () => ({ statusCode: 200 });\nexport const sweep = async () => {};\n',
  );
  const { stack } = contactApiApp({ context: { lambdaDir: bundle }, outdir: join(folder, 'out') });
  template = Template.fromStack(stack);
  json = template.toJSON();
});

after(() => rmSync(folder, { recursive: true, force: true }));

/** The one resource of a type whose properties match, with its logical id. */
function only(type: string, props: object): [string, Record<string, unknown>] {
  const found = Object.entries(template.findResources(type, { Properties: props }));
  assert.equal(found.length, 1, `one ${type} like ${JSON.stringify(props)}`);
  return found[0] as [string, Record<string, unknown>];
}

const api = () => only('AWS::Lambda::Function', { Handler: 'index.handler' });
const sweep = () => only('AWS::Lambda::Function', { Handler: 'index.sweep' });
const propertiesOf = (resource: Record<string, unknown>) =>
  resource.Properties as Record<string, unknown>;

/**
 * What CloudFormation makes of a template value, for the few intrinsic functions this stack
 * uses: parameters take their defaults unless given, attributes are given by the test.
 */
function evaluate(
  value: unknown,
  given: Record<string, string | number> = {},
  attributes: Record<string, string> = {},
): unknown {
  const parameters = json.Parameters as Record<string, { Default?: string | number }>;
  const conditions = json.Conditions as Record<string, unknown>;
  const run = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(run);
    if (node === null || typeof node !== 'object') return node;
    const [[name, argument]] = Object.entries(node) as [[string, unknown]];
    const args = argument as unknown[];
    switch (name) {
      case 'Ref': {
        const parameter = argument as string;
        const found = given[parameter] ?? parameters[parameter]?.Default;
        assert.notEqual(found, undefined, `parameter ${parameter} has a value`);
        return String(found);
      }
      case 'Fn::Join':
        return (run(args[1]) as string[]).join(args[0] as string);
      case 'Fn::If':
        return run(conditions[args[0] as string]) ? run(args[1]) : run(args[2]);
      case 'Fn::Equals':
        return run(args[0]) === run(args[1]);
      case 'Fn::Not':
        return !run(args[0]);
      case 'Fn::Or':
        return args.some((item) => run(item));
      case 'Fn::GetAtt': {
        const key = (argument as string[]).join('.');
        assert.ok(key in attributes, `attribute ${key} is given`);
        return attributes[key];
      }
      default:
        assert.fail(`no evaluation for ${name}`);
    }
  };
  return run(value);
}

// EventBridge's rate expressions: the singular unit for 1, the plural for more.
const RATE = /^rate\((1 (minute|hour|day)|([2-9]|[1-9][0-9]+) (minutes|hours|days))\)$/;

describe('the functions', () => {
  test('run the bundle on Node 24, on arm64, outside any VPC', () => {
    template.resourceCountIs('AWS::Lambda::Function', 2);
    for (const handler of ['index.handler', 'index.sweep']) {
      template.hasResourceProperties('AWS::Lambda::Function', {
        Handler: handler,
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        MemorySize: 512,
        VpcConfig: Match.absent(),
      });
    }
    const code = (resource: Record<string, unknown>) => propertiesOf(resource).Code;
    assert.deepEqual(code(api()[1]), code(sweep()[1]), 'both run the same bundle');
  });

  test('answer HTTP within 15 s and sweep within 90 s, a failed sweep not run again', () => {
    assert.equal(propertiesOf(api()[1]).Timeout, 15);
    assert.equal(propertiesOf(sweep()[1]).Timeout, 90);
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: sweep()[0] },
      MaximumRetryAttempts: 0,
    });
  });

  test('keep their logs for 30 days', () => {
    template.resourceCountIs('AWS::Logs::LogGroup', 2);
    template.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
  });
});

describe('the Function URL', () => {
  test('is public, on the HTTP function, and leaves CORS to the app', () => {
    template.resourceCountIs('AWS::Lambda::Url', 1);
    template.hasResourceProperties('AWS::Lambda::Url', {
      AuthType: 'NONE',
      TargetFunctionArn: { 'Fn::GetAtt': [api()[0], 'Arn'] },
      Cors: Match.absent(),
    });
  });

  test('is the output, and the API address for the build is <url>api', () => {
    const [urlId] = only('AWS::Lambda::Url', {});
    const attributes = { [`${urlId}.FunctionUrl`]: FUNCTION_URL };
    const outputs = json.Outputs as Record<string, { Value: unknown }>;
    assert.equal(evaluate(outputs.FunctionUrl?.Value, {}, attributes), FUNCTION_URL);
    assert.equal(
      evaluate(outputs.ContactApiUrl?.Value, {}, attributes),
      'https://abc123.lambda-url.eu-west-1.on.aws/api',
    );
  });
});

describe('the sweep schedule', () => {
  const rule = () => only('AWS::Events::Rule', {})[1];

  test('invokes the sweep function, with no retry', () => {
    assert.deepEqual(propertiesOf(rule()).Targets, [
      {
        Arn: { 'Fn::GetAtt': [sweep()[0], 'Arn'] },
        Id: 'Target0',
        RetryPolicy: { MaximumRetryAttempts: 0 },
      },
    ]);
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [sweep()[0], 'Arn'] },
    });
  });

  test('runs every SweepIntervalMinutes, 30 unless given, at least 1', () => {
    template.hasParameter('SweepIntervalMinutes', { Type: 'Number', Default: 30, MinValue: 1 });
    const expression = propertiesOf(rule()).ScheduleExpression;
    assert.equal(evaluate(expression), 'rate(30 minutes)');
    for (const minutes of [1, 2, 15, 60, 1440]) {
      const rate = evaluate(expression, { SweepIntervalMinutes: minutes }) as string;
      assert.match(rate, RATE);
      assert.equal(rate, minutes === 1 ? 'rate(1 minute)' : `rate(${minutes} minutes)`);
    }
  });
});

describe('the settings', () => {
  const environment = () =>
    (propertiesOf(api()[1]).Environment as { Variables: Record<string, unknown> }).Variables;

  test('are the same for both functions', () => {
    assert.deepEqual(propertiesOf(sweep()[1]).Environment, propertiesOf(api()[1]).Environment);
  });

  test('take each secret from an SSM parameter that CloudFormation resolves', () => {
    const variables = environment();
    assert.equal(evaluate(variables.DATABASE_URL), '{{resolve:ssm:/portfolio/database-url}}');
    const given = {
      DatabaseUrlParameter: '/site/database-url:3',
      SmtpUrlParameter: '/site/smtp-url',
      WebhookUrlParameter: '/site/webhook-url',
      ContactSecretParameter: '/site/contact-secret',
      NotifyEmailTo: 'owner@example.com',
    };
    assert.deepEqual(
      Object.fromEntries(
        ['DATABASE_URL', 'SMTP_URL', 'NOTIFY_WEBHOOK_URL', 'CONTACT_SECRET'].map((name) => [
          name,
          evaluate(variables[name], given),
        ]),
      ),
      {
        DATABASE_URL: '{{resolve:ssm:/site/database-url:3}}',
        SMTP_URL: '{{resolve:ssm:/site/smtp-url}}',
        NOTIFY_WEBHOOK_URL: '{{resolve:ssm:/site/webhook-url}}',
        CONTACT_SECRET: '{{resolve:ssm:/site/contact-secret}}',
      },
    );
  });

  test('leave an optional secret empty, which the function reads as unset', () => {
    const variables = environment();
    for (const name of ['SMTP_URL', 'NOTIFY_WEBHOOK_URL', 'CONTACT_SECRET']) {
      assert.equal(evaluate(variables[name]), '', name);
    }
  });

  test('pass the other settings from stack parameters', () => {
    const variables = environment();
    const given = {
      AllowedOrigins: 'https://name.github.io',
      NotifyEmailTo: 'owner@example.com',
      NotifyEmailFrom: 'site@example.com',
    };
    assert.equal(evaluate(variables.ALLOWED_ORIGINS, given), 'https://name.github.io');
    assert.equal(evaluate(variables.NOTIFY_EMAIL_TO, given), 'owner@example.com');
    assert.equal(evaluate(variables.NOTIFY_EMAIL_FROM, given), 'site@example.com');
    assert.deepEqual(Object.keys(variables).sort(), [
      'ALLOWED_ORIGINS',
      'CONTACT_SECRET',
      'DATABASE_URL',
      'NOTIFY_EMAIL_FROM',
      'NOTIFY_EMAIL_TO',
      'NOTIFY_WEBHOOK_URL',
      'SMTP_URL',
    ]);
  });

  test('AllowedOrigins has no default and takes origins only', () => {
    const parameter = (json.Parameters as Record<string, Record<string, unknown>>).AllowedOrigins;
    assert.equal(parameter?.Default, undefined);
    const pattern = new RegExp(parameter?.AllowedPattern as string);
    for (const good of ['https://name.github.io', 'https://a.example,http://127.0.0.1:8080']) {
      assert.match(good, pattern);
    }
    for (const bad of [
      '',
      'https://name.github.io/portfolio/',
      'name.github.io',
      'https://a, https://b',
    ]) {
      assert.doesNotMatch(bad, pattern);
    }
  });

  test('the SSM names take a version, and only the optional ones may be empty', () => {
    const parameters = json.Parameters as Record<string, { AllowedPattern: string }>;
    const accepts = (id: string, value: string) =>
      new RegExp(parameters[id]?.AllowedPattern ?? '(?!)').test(value);
    assert.ok(accepts('DatabaseUrlParameter', '/portfolio/database-url:12'));
    assert.ok(!accepts('DatabaseUrlParameter', ''));
    assert.ok(!accepts('DatabaseUrlParameter', '/portfolio/database url'));
    for (const id of ['SmtpUrlParameter', 'WebhookUrlParameter', 'ContactSecretParameter']) {
      assert.ok(accepts(id, ''), id);
      assert.ok(accepts(id, 'portfolio.smtp_url'), id);
    }
  });

  test('refuse an email channel without its server or its recipient, before deploying', () => {
    const rules = json.Rules as Record<
      string,
      { RuleCondition: unknown; Assertions: { Assert: unknown }[] }
    >;
    const refused = (given: Record<string, string>) =>
      ['EmailNeedsRecipient', 'EmailNeedsServer'].filter((id) => {
        const rule = rules[id];
        assert.ok(rule, id);
        return (
          evaluate(rule.RuleCondition, given) &&
          !rule.Assertions.every((a) => evaluate(a.Assert, given))
        );
      });
    assert.deepEqual(refused({}), []);
    assert.deepEqual(refused({ SmtpUrlParameter: '/p/smtp', NotifyEmailTo: 'o@example.com' }), []);
    assert.deepEqual(refused({ WebhookUrlParameter: '/p/hook' }), []);
    assert.deepEqual(refused({ SmtpUrlParameter: '/p/smtp' }), ['EmailNeedsRecipient']);
    assert.deepEqual(refused({ NotifyEmailTo: 'o@example.com' }), ['EmailNeedsServer']);
    assert.deepEqual(refused({ NotifyEmailFrom: 's@example.com' }), ['EmailNeedsServer']);
  });
});

describe('the app', () => {
  const synth = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['bin/app.ts'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });

  test('writes this template, with no secret value from the environment it runs in', () => {
    const out = join(folder, 'cli-out');
    const run = synth({ ...SECRETS, LAMBDA_DIR: join(folder, 'bundle'), CDK_OUTDIR: out });
    assert.equal(run.status, 0, run.stderr);
    const written = readFileSync(join(out, `${STACK_NAME}.template.json`), 'utf8');
    assert.deepEqual(JSON.parse(written), json);
    for (const [name, value] of Object.entries(SECRETS)) {
      assert.ok(!written.includes(value), `${name}'s value is not in the template`);
    }
  });

  test('without the bundle, says in one sentence how to build it', () => {
    const run = synth({ LAMBDA_DIR: folder, CDK_OUTDIR: join(folder, 'no-out') });
    assert.equal(run.status, 1);
    assert.equal(
      run.stderr.trim(),
      `No Lambda bundle at ${join(folder, 'index.mjs')}: run \`npm run build:lambda\` at the ` +
        'repository root first, or name a folder holding index.mjs with -c lambdaDir=… or LAMBDA_DIR.',
    );
  });
});

describe('the bundle folder', () => {
  test('is the one given, relative to the folder npm was started in', () => {
    assert.equal(bundleDir('bundle', { INIT_CWD: folder }), join(folder, 'bundle'));
    assert.equal(
      bundleDir(undefined, { LAMBDA_DIR: 'bundle', INIT_CWD: folder }),
      join(folder, 'bundle'),
    );
  });

  test('without index.mjs, is refused', () => {
    assert.throws(() => bundleDir(folder, {}), MissingBundleError);
  });
});
