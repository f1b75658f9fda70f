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

/** What `AWS::NoValue` leaves: nothing, where a list item or a property was. */
const NO_VALUE = Symbol('AWS::NoValue');

/** The pseudo parameters, as in a deploy to one account and region. */
const PSEUDO: Record<string, string> = {
  'AWS::Partition': 'aws',
  'AWS::Region': 'eu-west-1',
  'AWS::AccountId': '111122223333',
  'AWS::URLSuffix': 'amazonaws.com',
};

/**
 * What CloudFormation makes of a template value, for the few intrinsic functions this stack
 * uses: parameters take their defaults unless given, a resource's Ref is `<its logical id>`,
 * attributes are given by the test, and AWS::NoValue drops the item or property it stands for.
 */
function evaluate(
  value: unknown,
  given: Record<string, string | number> = {},
  attributes: Record<string, string> = {},
): unknown {
  const parameters = json.Parameters as Record<string, { Default?: string | number }>;
  const resources = json.Resources as Record<string, unknown>;
  const run = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(run).filter((item) => item !== NO_VALUE);
    if (node === null || typeof node !== 'object') return node;
    const entries = Object.entries(node);
    const [name, argument] = entries[0] ?? [];
    if (entries.length !== 1 || !(name === 'Ref' || name?.startsWith('Fn::'))) {
      return Object.fromEntries(
        entries.map(([key, item]) => [key, run(item)]).filter(([, item]) => item !== NO_VALUE),
      );
    }
    const args = argument as unknown[];
    switch (name) {
      case 'Ref': {
        const parameter = argument as string;
        if (parameter === 'AWS::NoValue') return NO_VALUE;
        if (parameter in PSEUDO) return PSEUDO[parameter];
        if (parameter in resources) return `<${parameter}>`;
        const found = given[parameter] ?? parameters[parameter]?.Default;
        assert.notEqual(found, undefined, `parameter ${parameter} has a value`);
        return String(found);
      }
      case 'Fn::Join':
        return (run(args[1]) as string[]).join(args[0] as string);
      case 'Fn::If':
        return isTrue(args[0] as string, given) ? run(args[1]) : run(args[2]);
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

/** Whether a condition of the template holds with these parameters. */
function isTrue(condition: string, given: Record<string, string | number> = {}): boolean {
  const conditions = json.Conditions as Record<string, unknown>;
  assert.ok(condition in conditions, `condition ${condition}`);
  return evaluate(conditions[condition], given) as boolean;
}

/** Whether CloudFormation creates a resource with these parameters. */
const created = (resource: Record<string, unknown>, given: Record<string, string> = {}) =>
  resource.Condition === undefined || isTrue(resource.Condition as string, given);

/** Whether a value of the template is accepted by a parameter's pattern. */
function accepts(parameter: string, value: string): boolean {
  const parameters = json.Parameters as Record<string, { AllowedPattern?: string }>;
  const pattern = parameters[parameter]?.AllowedPattern;
  assert.ok(pattern, `${parameter} has a pattern`);
  return new RegExp(pattern).test(value);
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

const SECRET_VARIABLES = Object.keys(SECRETS).map((name) => `${name}_PARAMETER`);

const pick = (record: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, record[key]]));

describe('the settings', () => {
  const environment = () =>
    (propertiesOf(api()[1]).Environment as { Variables: Record<string, unknown> }).Variables;

  test('are the same for both functions', () => {
    assert.deepEqual(propertiesOf(sweep()[1]).Environment, propertiesOf(api()[1]).Environment);
  });

  test('name the SecureString parameters, and hold no secret value nor a reference to one', () => {
    const site = { AllowedOrigins: 'https://name.github.io' };
    const named = {
      ...site,
      DatabaseUrlParameter: '/site/database-url',
      SmtpUrlParameter: '/site/smtp-url',
      WebhookUrlParameter: '/site/webhook-url',
      ContactSecretParameter: '/site/contact-secret',
      NotifyEmailTo: 'owner@example.com',
    };
    const variablesOf = (resource: Record<string, unknown>) =>
      (propertiesOf(resource).Environment as { Variables: Record<string, unknown> }).Variables;
    assert.deepEqual(
      pick(evaluate(environment(), named) as Record<string, unknown>, SECRET_VARIABLES),
      {
        DATABASE_URL_PARAMETER: '/site/database-url',
        SMTP_URL_PARAMETER: '/site/smtp-url',
        NOTIFY_WEBHOOK_URL_PARAMETER: '/site/webhook-url',
        CONTACT_SECRET_PARAMETER: '/site/contact-secret',
      },
    );
    for (const [id, resource] of Object.entries(template.findResources('AWS::Lambda::Function'))) {
      const variables = variablesOf(resource);
      assert.ok(!JSON.stringify(variables).includes('{{resolve'), `${id}: no dynamic reference`);
      for (const given of [site, named]) {
        const values = JSON.stringify(evaluate(variables, given));
        assert.ok(!values.includes('{{resolve'), `${id}: no dynamic reference once evaluated`);
        for (const [name, value] of Object.entries(SECRETS)) {
          assert.ok(!values.includes(value), `${id}: no ${name} value`);
          assert.ok(!(name in variables), `${id}: no ${name} variable`);
        }
      }
    }
  });

  test("leave an optional parameter's name empty, which the function reads as none", () => {
    const variables = environment();
    assert.equal(evaluate(variables.DATABASE_URL_PARAMETER), '/portfolio/database-url');
    for (const name of [
      'SMTP_URL_PARAMETER',
      'NOTIFY_WEBHOOK_URL_PARAMETER',
      'CONTACT_SECRET_PARAMETER',
    ]) {
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
      'CONTACT_SECRET_PARAMETER',
      'DATABASE_URL_PARAMETER',
      'NOTIFY_EMAIL_FROM',
      'NOTIFY_EMAIL_TO',
      'NOTIFY_WEBHOOK_URL_PARAMETER',
      'SMTP_URL_PARAMETER',
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

  test('the parameter names are hierarchical, and only the optional ones may be empty', () => {
    assert.ok(accepts('DatabaseUrlParameter', '/portfolio/database-url'));
    assert.ok(!accepts('DatabaseUrlParameter', ''));
    assert.ok(!accepts('DatabaseUrlParameter', '/portfolio/database url'));
    // A version would be read as part of the name, and the ARN the policy names must be exact.
    assert.ok(!accepts('DatabaseUrlParameter', '/portfolio/database-url:3'));
    for (const id of ['SmtpUrlParameter', 'WebhookUrlParameter', 'ContactSecretParameter']) {
      assert.ok(accepts(id, ''), id);
      assert.ok(accepts(id, '/portfolio/smtp_url.v2'), id);
      assert.ok(!accepts(id, 'portfolio.smtp_url'), id);
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

describe('reading the secrets', () => {
  const ALL_NAMED = {
    DatabaseUrlParameter: '/site/database-url',
    SmtpUrlParameter: '/site/smtp-url',
    WebhookUrlParameter: '/site/webhook-url',
    ContactSecretParameter: '/site/contact-secret',
    NotifyEmailTo: 'owner@example.com',
  };
  const KEY = 'arn:aws:kms:eu-west-1:111122223333:key/1234abcd-12ab-34cd-56ef-1234567890ab';
  const arn = (name: string) => `arn:aws:ssm:eu-west-1:111122223333:parameter${name}`;

  interface Statement {
    Action: string | string[];
    Resource: unknown;
    Condition?: unknown;
    Effect: string;
  }
  /** Every statement of every inline policy, with the policy's logical id. */
  const statements = () =>
    Object.entries(template.findResources('AWS::IAM::Policy')).flatMap(([id, resource]) =>
      ((propertiesOf(resource).PolicyDocument as { Statement: Statement[] }).Statement ?? []).map(
        (statement) => ({ id, statement }),
      ),
    );
  const granting = (action: string) =>
    statements().filter(({ statement }) => [statement.Action].flat().includes(action));

  test('each function may read exactly the named parameters, and nothing else of Parameter Store', () => {
    const [first, ...others] = granting('ssm:GetParameters');
    assert.ok(first);
    assert.deepEqual(others, []);
    assert.equal(first.statement.Effect, 'Allow');
    assert.deepEqual(evaluate(first.statement.Resource), [arn('/portfolio/database-url')]);
    assert.deepEqual(evaluate(first.statement.Resource, ALL_NAMED), [
      arn('/site/database-url'),
      arn('/site/smtp-url'),
      arn('/site/webhook-url'),
      arn('/site/contact-secret'),
    ]);
    assert.deepEqual(evaluate(first.statement.Resource, { SmtpUrlParameter: '/site/smtp-url' }), [
      arn('/portfolio/database-url'),
      arn('/site/smtp-url'),
    ]);

    const policy = propertiesOf(template.toJSON().Resources[first.id]);
    const roleOf = (fn: Record<string, unknown>) =>
      (propertiesOf(fn).Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    assert.deepEqual(policy.Roles, [{ Ref: roleOf(api()[1]) }, { Ref: roleOf(sweep()[1]) }]);
    // No other grant of the service: no wildcard action, and no managed policy but the logs'.
    for (const { statement } of statements()) {
      for (const action of [statement.Action].flat()) {
        assert.ok(action === 'ssm:GetParameters' || !action.startsWith('ssm:'), action);
      }
    }
    for (const role of Object.values(template.findResources('AWS::IAM::Role'))) {
      assert.deepEqual(evaluate(propertiesOf(role).ManagedPolicyArns), [
        'arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole',
      ]);
    }
  });

  test("decrypt with Parameter Store's own key, and only through Parameter Store", () => {
    const [first, ...others] = granting('kms:Decrypt');
    assert.ok(first);
    assert.deepEqual(others, []);
    assert.deepEqual(first.statement.Action, 'kms:Decrypt');
    assert.equal(evaluate(first.statement.Resource), 'arn:aws:kms:eu-west-1:111122223333:key/*');
    assert.deepEqual(evaluate(first.statement.Condition), {
      StringEquals: { 'kms:ViaService': 'ssm.eu-west-1.amazonaws.com' },
      'ForAnyValue:StringEquals': { 'kms:ResourceAliases': 'alias/aws/ssm' },
    });
  });

  test('or with the key SecretsKeyArn names, and only through Parameter Store', () => {
    const [first] = granting('kms:Decrypt');
    assert.ok(first);
    assert.equal(evaluate(first.statement.Resource, { SecretsKeyArn: KEY }), KEY);
    assert.deepEqual(evaluate(first.statement.Condition, { SecretsKeyArn: KEY }), {
      StringEquals: { 'kms:ViaService': 'ssm.eu-west-1.amazonaws.com' },
    });
    assert.ok(accepts('SecretsKeyArn', ''));
    assert.ok(accepts('SecretsKeyArn', KEY));
    assert.ok(!accepts('SecretsKeyArn', 'alias/my-key'));
    assert.ok(!accepts('SecretsKeyArn', 'arn:aws:kms:eu-west-1:111122223333:alias/my-key'));
  });

  test('the functions are created once they may read them', () => {
    const [policy] = granting('ssm:GetParameters');
    assert.ok(policy);
    for (const [id, resource] of [api(), sweep()]) {
      assert.ok([resource.DependsOn].flat().includes(policy.id), id);
    }
  });
});

describe('a flood', () => {
  const EMAIL = { AlarmEmail: 'owner@example.com' };
  const alarm = (metric: string, fn: () => [string, Record<string, unknown>]) =>
    only('AWS::CloudWatch::Alarm', {
      MetricName: metric,
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: fn()[0] } }],
    })[1];
  const alarms = () => [alarm('Invocations', api), alarm('Errors', api), alarm('Errors', sweep)];

  test('is bounded by 5 instances of the API function at once, unless told', () => {
    const reserved = propertiesOf(api()[1]).ReservedConcurrentExecutions;
    const property = (given: Record<string, string> = {}) =>
      (evaluate({ ReservedConcurrentExecutions: reserved }, given) as Record<string, unknown>)
        .ReservedConcurrentExecutions;
    assert.equal(property(), '5');
    assert.equal(property({ ApiReservedConcurrency: '20' }), '20');
    // 0 reserves none, rather than stopping the function: an account that cannot reserve any.
    assert.equal(property({ ApiReservedConcurrency: '0' }), undefined);
    assert.equal(propertiesOf(sweep()[1]).ReservedConcurrentExecutions, undefined);
    for (const good of ['0', '1', '5', '1000']) assert.ok(accepts('ApiReservedConcurrency', good));
    for (const bad of ['', '00', '05', '-1', '1.5', 'five', '10000']) {
      assert.ok(!accepts('ApiReservedConcurrency', bad), bad);
    }
  });

  test("raises alarms on the API's invocations and both functions' errors, by the hour", () => {
    template.resourceCountIs('AWS::CloudWatch::Alarm', 3);
    const [invocations, apiErrors, sweepErrors] = alarms().map(propertiesOf);
    for (const properties of [invocations, apiErrors, sweepErrors]) {
      assert.ok(properties);
      assert.equal(properties.Namespace, 'AWS/Lambda');
      assert.equal(properties.Statistic, 'Sum');
      assert.equal(properties.Period, 3600);
      assert.equal(properties.EvaluationPeriods, 1);
      assert.equal(properties.ComparisonOperator, 'GreaterThanThreshold');
      assert.equal(properties.TreatMissingData, 'notBreaching');
    }
    assert.equal(evaluate(invocations?.Threshold), '500');
    assert.equal(evaluate(invocations?.Threshold, { InvocationsAlarmPerHour: 60 }), '60');
    assert.equal(evaluate(apiErrors?.Threshold), '0');
    assert.equal(evaluate(sweepErrors?.Threshold, { ErrorsAlarmPerHour: 3 }), '3');
  });

  test('without AlarmEmail: no topic, no subscription, no alarm action', () => {
    for (const type of ['AWS::SNS::Topic', 'AWS::SNS::Subscription']) {
      const resources = Object.values(template.findResources(type));
      assert.equal(resources.length, 1, type);
      assert.ok(!created(resources[0] as Record<string, unknown>), type);
    }
    for (const properties of alarms().map(propertiesOf)) {
      const actions = evaluate({
        AlarmActions: properties.AlarmActions,
        OKActions: properties.OKActions,
      });
      assert.deepEqual(actions, {});
    }
  });

  test('with AlarmEmail, each alarm and its end mail it through one SNS topic', () => {
    const [topicId, topic] = only('AWS::SNS::Topic', {});
    assert.ok(created(topic, EMAIL));
    const [, subscription] = only('AWS::SNS::Subscription', {});
    assert.ok(created(subscription, EMAIL));
    assert.deepEqual(evaluate(propertiesOf(subscription), EMAIL), {
      TopicArn: `<${topicId}>`,
      Protocol: 'email',
      Endpoint: 'owner@example.com',
    });
    for (const properties of alarms().map(propertiesOf)) {
      assert.deepEqual(evaluate(properties.AlarmActions, EMAIL), [`<${topicId}>`]);
      assert.deepEqual(evaluate(properties.OKActions, EMAIL), [`<${topicId}>`]);
    }
    assert.ok(accepts('AlarmEmail', ''));
    assert.ok(accepts('AlarmEmail', 'owner@example.com'));
    assert.ok(!accepts('AlarmEmail', 'owner'));
  });

  test('a monthly budget, only with MonthlyBudgetUsd, mails AlarmEmail before and past it', () => {
    const [, budget] = only('AWS::Budgets::Budget', {});
    assert.ok(!created(budget));
    const given = { ...EMAIL, MonthlyBudgetUsd: '5' };
    assert.ok(created(budget, given));
    const properties = evaluate(propertiesOf(budget), given) as {
      Budget: unknown;
      NotificationsWithSubscribers: unknown[];
    };
    assert.deepEqual(properties.Budget, {
      BudgetType: 'COST',
      TimeUnit: 'MONTHLY',
      BudgetLimit: { Amount: '5', Unit: 'USD' },
    });
    const subscribers = [{ SubscriptionType: 'EMAIL', Address: 'owner@example.com' }];
    assert.deepEqual(properties.NotificationsWithSubscribers, [
      {
        Notification: {
          NotificationType: 'ACTUAL',
          ComparisonOperator: 'GREATER_THAN',
          Threshold: 80,
          ThresholdType: 'PERCENTAGE',
        },
        Subscribers: subscribers,
      },
      {
        Notification: {
          NotificationType: 'FORECASTED',
          ComparisonOperator: 'GREATER_THAN',
          Threshold: 100,
          ThresholdType: 'PERCENTAGE',
        },
        Subscribers: subscribers,
      },
    ]);
    for (const good of ['', '1', '5', '2.50', '0.50', '120']) {
      assert.ok(accepts('MonthlyBudgetUsd', good), good);
    }
    for (const bad of ['0', '-5', '5$', '$5', '1.234', 'five']) {
      assert.ok(!accepts('MonthlyBudgetUsd', bad), bad);
    }
  });

  test('refuses a budget that would tell no one, before deploying', () => {
    const rule = (
      json.Rules as Record<string, { RuleCondition: unknown; Assertions: { Assert: unknown }[] }>
    ).BudgetNeedsEmail;
    assert.ok(rule);
    const refused = (given: Record<string, string>) =>
      Boolean(evaluate(rule.RuleCondition, given)) &&
      !rule.Assertions.every((a) => evaluate(a.Assert, given));
    assert.equal(refused({}), false);
    assert.equal(refused(EMAIL), false);
    assert.equal(refused({ ...EMAIL, MonthlyBudgetUsd: '5' }), false);
    assert.equal(refused({ MonthlyBudgetUsd: '5' }), true);
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
