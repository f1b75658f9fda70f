/**
 * The contact API on AWS Lambda: the bundle that `npm run build:lambda` writes, run as two
 * functions, one answering HTTP behind a Function URL and one sweeping on a schedule, both set up
 * from stack parameters. Their secrets stay in Systems Manager Parameter Store as SecureStrings,
 * which the functions read at a cold start; their environment holds only the parameters' names.
 * A flood is bounded by the HTTP function's reserved concurrency, and told to the owner by alarms
 * and, optionally, a monthly budget.
 */
import {
  Aws,
  CfnCondition,
  CfnOutput,
  CfnParameter,
  type CfnResource,
  CfnRule,
  Duration,
  Fn,
  Stack,
  Token,
  type StackProps,
  Validations,
} from 'aws-cdk-lib';
import * as budgets from 'aws-cdk-lib/aws-budgets';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sns from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';

export interface ContactApiStackProps extends StackProps {
  /** The folder of the built bundle, whose index.mjs exports `handler` and `sweep`. */
  bundleDir: string;
}

/**
 * A Parameter Store name in a hierarchy (`/portfolio/database-url`): its ARN is then
 * `…:parameter` followed by the name, which the policy can name exactly.
 */
const SSM_NAME = '/[a-zA-Z0-9_.\\-/]+';

/** The key Parameter Store encrypts a SecureString with unless told another. */
const SSM_DEFAULT_KEY = 'alias/aws/ssm';

/** One origin or several, comma-separated: a scheme and a host (and a port), no path. */
const ORIGINS = '^https?://[^/,\\s]+(,https?://[^/,\\s]+)*$';

/** A KMS key's ARN, or nothing for Parameter Store's own key. */
const KEY_ARN = '^(arn:aws[a-z-]*:kms:[a-z0-9-]+:[0-9]{12}:key/[a-zA-Z0-9-]+)?$';

/** An email address, or nothing. */
const EMAIL = '^([^@\\s]+@[^@\\s]+\\.[^@\\s]+)?$';

export class ContactApiStack extends Stack {
  constructor(scope: Construct, id: string, props: ContactApiStackProps) {
    super(scope, id, props);

    const allowedOrigins = new CfnParameter(this, 'AllowedOrigins', {
      type: 'String',
      allowedPattern: ORIGINS,
      constraintDescription: 'must be origins such as https://name.github.io, comma-separated',
      description:
        'ALLOWED_ORIGINS: the site origins that may post to the API (e.g. https://name.github.io)',
    });
    const emailTo = new CfnParameter(this, 'NotifyEmailTo', {
      type: 'String',
      default: '',
      description: 'NOTIFY_EMAIL_TO: where notification emails go (needs SmtpUrlParameter)',
    });
    const emailFrom = new CfnParameter(this, 'NotifyEmailFrom', {
      type: 'String',
      default: '',
      description: 'NOTIFY_EMAIL_FROM: their sender, NotifyEmailTo when empty',
    });
    const sweepInterval = new CfnParameter(this, 'SweepIntervalMinutes', {
      type: 'Number',
      // Half-hourly lets a free database that sleeps when idle sleep between sweeps.
      default: 30,
      minValue: 1,
      description:
        'Minutes between two sweeps: deliver due notifications, digest and prune held messages',
    });

    const databaseUrl = secretParameter(this, 'DatabaseUrlParameter', 'DATABASE_URL', {
      default: '/portfolio/database-url',
    });
    const smtpUrl = secretParameter(this, 'SmtpUrlParameter', 'SMTP_URL');
    const webhookUrl = secretParameter(this, 'WebhookUrlParameter', 'NOTIFY_WEBHOOK_URL');
    const contactSecret = secretParameter(this, 'ContactSecretParameter', 'CONTACT_SECRET');
    const secrets = [databaseUrl, smtpUrl, webhookUrl, contactSecret];
    Validations.of(this).acknowledge({
      id: 'CloudFormation-Validate::W2509',
      reason: 'ContactSecretParameter holds the name of an SSM parameter, not the secret',
    });
    const secretsKey = new CfnParameter(this, 'SecretsKeyArn', {
      type: 'String',
      default: '',
      allowedPattern: KEY_ARN,
      constraintDescription: 'must be the ARN of a KMS key, or empty',
      description: `The KMS key of the SecureString parameters (empty: ${SSM_DEFAULT_KEY}, Parameter Store's own)`,
    });

    // The function checks its settings when it starts and refuses a half-set email channel;
    // CloudFormation refuses the same before anything is deployed.
    new CfnRule(this, 'EmailNeedsRecipient', {
      ruleCondition: Fn.conditionNot(Fn.conditionEquals(smtpUrl.name.valueAsString, '')),
      assertions: [
        {
          assert: Fn.conditionNot(Fn.conditionEquals(emailTo.valueAsString, '')),
          assertDescription: 'SmtpUrlParameter is set: NotifyEmailTo must say where emails go',
        },
      ],
    });
    new CfnRule(this, 'EmailNeedsServer', {
      ruleCondition: Fn.conditionOr(
        Fn.conditionNot(Fn.conditionEquals(emailTo.valueAsString, '')),
        Fn.conditionNot(Fn.conditionEquals(emailFrom.valueAsString, '')),
      ),
      assertions: [
        {
          assert: Fn.conditionNot(Fn.conditionEquals(smtpUrl.name.valueAsString, '')),
          assertDescription:
            'NotifyEmailTo or NotifyEmailFrom is set: SmtpUrlParameter must be too',
        },
      ],
    });

    // Names only: the functions read the values at a cold start. An empty name is no parameter,
    // and the setting is then unset.
    const environment = {
      DATABASE_URL_PARAMETER: databaseUrl.name.valueAsString,
      SMTP_URL_PARAMETER: smtpUrl.name.valueAsString,
      NOTIFY_WEBHOOK_URL_PARAMETER: webhookUrl.name.valueAsString,
      CONTACT_SECRET_PARAMETER: contactSecret.name.valueAsString,
      NOTIFY_EMAIL_TO: emailTo.valueAsString,
      NOTIFY_EMAIL_FROM: emailFrom.valueAsString,
      ALLOWED_ORIGINS: allowedOrigins.valueAsString,
    };

    const code = lambda.Code.fromAsset(props.bundleDir);
    const common = {
      code,
      runtime: lambda.Runtime.NODEJS_24_X,
      // Graviton: the same work for less per second, and the bundle is plain JavaScript.
      architecture: lambda.Architecture.ARM_64,
      // CPU comes with memory: 512 MB gives a cold start (loading the bundle, TLS to the database
      // and the mail server) about 0.3 of a vCPU, where 128 MB gives 0.07. It uses far less memory.
      memorySize: 512,
      environment,
    };

    const api = new lambda.Function(this, 'Api', {
      ...common,
      handler: 'index.handler',
      description: 'The contact API: POST /api/contact',
      // An answer waits at most a few seconds for the first delivery; a send cut off here is
      // left to the sweep once its lease ends.
      timeout: Duration.seconds(15),
      logGroup: new logs.LogGroup(this, 'ApiLogs', { retention: logs.RetentionDays.ONE_MONTH }),
    });

    const sweep = new lambda.Function(this, 'Sweep', {
      ...common,
      handler: 'index.sweep',
      description: 'The contact API sweep: due notifications, the held digest, pruning',
      // Longer than one send's own limit (60 s), shorter than a job's lease (2 minutes).
      timeout: Duration.seconds(90),
      // The next sweep does the same work: a failed one is not run again.
      retryAttempts: 0,
      logGroup: new logs.LogGroup(this, 'SweepLogs', { retention: logs.RetentionDays.ONE_MONTH }),
    });

    // Each function may read the named parameters and no other, and decrypt them with their key
    // only through Parameter Store.
    const keyGiven = new CfnCondition(this, 'SecretsKeyGiven', {
      expression: Fn.conditionNot(Fn.conditionEquals(secretsKey.valueAsString, '')),
    });
    const readSecrets = new iam.Policy(this, 'ReadSecrets', {
      statements: [
        new iam.PolicyStatement({
          actions: ['ssm:GetParameters'],
          resources: secrets.map((secret) => secret.arn),
        }),
        new iam.PolicyStatement({
          actions: ['kms:Decrypt'],
          resources: [
            Fn.conditionIf(
              keyGiven.logicalId,
              secretsKey.valueAsString,
              `arn:${Aws.PARTITION}:kms:${Aws.REGION}:${Aws.ACCOUNT_ID}:key/*`,
            ).toString(),
          ],
          conditions: {
            StringEquals: { 'kms:ViaService': `ssm.${Aws.REGION}.${Aws.URL_SUFFIX}` },
            // Parameter Store's own key has no fixed ARN: it is the one behind its alias.
            'ForAnyValue:StringEquals': Fn.conditionIf(keyGiven.logicalId, Aws.NO_VALUE, {
              'kms:ResourceAliases': SSM_DEFAULT_KEY,
            }),
          },
        }),
      ],
    });
    for (const fn of [api, sweep]) {
      if (fn.role) readSecrets.attachToRole(fn.role);
      // A function must not start before it may read its secrets.
      (fn.node.defaultChild as CfnResource).addResourceDependency(
        readSecrets.node.defaultChild as CfnResource,
      );
    }

    // No `cors` here: the app answers CORS itself from ALLOWED_ORIGINS, and the URL's own would
    // send every header twice.
    const url = api.addFunctionUrl({ authType: lambda.FunctionUrlAuthType.NONE });

    // EventBridge wants `rate(1 minute)` but `rate(5 minutes)`: the plural alone is refused for 1.
    const everyMinute = new CfnCondition(this, 'SweepEveryMinute', {
      expression: Fn.conditionEquals(sweepInterval.valueAsString, '1'),
    });
    const rate = Fn.conditionIf(
      everyMinute.logicalId,
      'rate(1 minute)',
      Fn.join('', ['rate(', sweepInterval.valueAsString, ' minutes)']),
    ).toString();
    new events.Rule(this, 'SweepSchedule', {
      description: 'Runs the contact API sweep every SweepIntervalMinutes',
      schedule: events.Schedule.expression(rate),
      targets: [new targets.LambdaFunction(sweep, { retryAttempts: 0 })],
    });

    floodBounds(this, api, sweep);

    new CfnOutput(this, 'FunctionUrl', {
      value: url.url,
      description: 'The Function URL, ending in a slash; the API answers at <url>api/contact',
    });
    new CfnOutput(this, 'ContactApiUrl', {
      value: Fn.join('', [url.url, 'api']),
      description: "VITE_CONTACT_API_URL for the site's build",
    });
  }
}

/**
 * What a flood of requests to the public Function URL may cost, bounded and told: the HTTP
 * function's reserved concurrency caps the instances that run at once (and so the database
 * connections they hold), alarms count invocations and errors by the hour and mail the owner
 * through SNS, and an optional monthly budget mails the owner as the account's costs grow.
 */
function floodBounds(stack: Stack, api: lambda.Function, sweep: lambda.Function): void {
  const reserved = new CfnParameter(stack, 'ApiReservedConcurrency', {
    type: 'String',
    default: '5',
    // A pattern rather than a Number: `00` would pass a minimum, escape the test for 0 below and
    // reserve no instance at all, stopping the API.
    allowedPattern: '^(0|[1-9][0-9]{0,3})$',
    constraintDescription: 'must be a whole number from 0 to 9999',
    description:
      'Instances of the API function that may run at once (0: none reserved, for an account that cannot reserve any)',
  });
  const alarmEmail = new CfnParameter(stack, 'AlarmEmail', {
    type: 'String',
    default: '',
    allowedPattern: EMAIL,
    constraintDescription: 'must be an email address, or empty',
    description: 'Who hears of the alarms and the budget, by email (empty: no one is told)',
  });
  const invocationsPerHour = new CfnParameter(stack, 'InvocationsAlarmPerHour', {
    type: 'Number',
    // A message takes a few invocations (a challenge, a preflight, the post): hundreds in an hour
    // are no one's correspondence.
    default: 500,
    minValue: 1,
    description:
      'The invocations alarm goes off past this many calls of the API function in an hour',
  });
  const errorsPerHour = new CfnParameter(stack, 'ErrorsAlarmPerHour', {
    type: 'Number',
    default: 0,
    minValue: 0,
    description:
      'The errors alarms go off past this many failed invocations of a function in an hour',
  });
  const monthlyBudget = new CfnParameter(stack, 'MonthlyBudgetUsd', {
    type: 'String',
    default: '',
    allowedPattern: '^([1-9][0-9]*(\\.[0-9]{1,2})?|0\\.[0-9]{1,2})?$',
    constraintDescription: 'must be an amount in US dollars such as 5 or 2.50, or empty',
    description: 'A monthly cost budget for the account, in US dollars (empty: none)',
  });

  const reserve = new CfnCondition(stack, 'ReserveApiConcurrency', {
    expression: Fn.conditionNot(Fn.conditionEquals(reserved.valueAsString, '0')),
  });
  (api.node.defaultChild as CfnResource).addPropertyOverride(
    'ReservedConcurrentExecutions',
    Fn.conditionIf(reserve.logicalId, reserved.valueAsString, Aws.NO_VALUE),
  );

  const emailGiven = new CfnCondition(stack, 'AlarmEmailGiven', {
    expression: Fn.conditionNot(Fn.conditionEquals(alarmEmail.valueAsString, '')),
  });
  const topic = new sns.CfnTopic(stack, 'AlarmTopic', {
    displayName: 'Portfolio contact API',
  });
  topic.cfnOptions.condition = emailGiven;
  // SNS mails the address once to confirm it: nothing is sent until its link is followed.
  const subscription = new sns.CfnSubscription(stack, 'AlarmEmailSubscription', {
    topicArn: topic.ref,
    protocol: 'email',
    endpoint: alarmEmail.valueAsString,
  });
  subscription.cfnOptions.condition = emailGiven;
  const actions = Fn.conditionIf(emailGiven.logicalId, [topic.ref], Aws.NO_VALUE);

  const hourly = (
    id: string,
    description: string,
    metric: cloudwatch.Metric,
    threshold: CfnParameter,
  ) => {
    const alarm = new cloudwatch.Alarm(stack, id, {
      alarmDescription: description,
      metric: metric.with({ period: Duration.hours(1), statistic: cloudwatch.Stats.SUM }),
      threshold: threshold.valueAsNumber,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      // No invocation in an hour is no flood and no failure.
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    const resource = alarm.node.defaultChild as CfnResource;
    resource.addPropertyOverride('AlarmActions', actions);
    resource.addPropertyOverride('OKActions', actions);
  };
  hourly(
    'ApiInvocationsAlarm',
    'The contact API was called more than InvocationsAlarmPerHour times in an hour: a flood?',
    api.metricInvocations(),
    invocationsPerHour,
  );
  hourly(
    'ApiErrorsAlarm',
    "The contact API's function failed more than ErrorsAlarmPerHour times in an hour: see its log group",
    api.metricErrors(),
    errorsPerHour,
  );
  hourly(
    'SweepErrorsAlarm',
    'The sweep failed more than ErrorsAlarmPerHour times in an hour: see its log group',
    sweep.metricErrors(),
    errorsPerHour,
  );

  const budgetGiven = new CfnCondition(stack, 'MonthlyBudgetGiven', {
    expression: Fn.conditionNot(Fn.conditionEquals(monthlyBudget.valueAsString, '')),
  });
  new CfnRule(stack, 'BudgetNeedsEmail', {
    ruleCondition: Fn.conditionNot(Fn.conditionEquals(monthlyBudget.valueAsString, '')),
    assertions: [
      {
        assert: Fn.conditionNot(Fn.conditionEquals(alarmEmail.valueAsString, '')),
        assertDescription: 'MonthlyBudgetUsd is set: AlarmEmail must say who hears of it',
      },
    ],
  });
  const subscribers = [{ subscriptionType: 'EMAIL', address: alarmEmail.valueAsString }];
  const budget = new budgets.CfnBudget(stack, 'MonthlyBudget', {
    budget: {
      budgetType: 'COST',
      timeUnit: 'MONTHLY',
      budgetLimit: { amount: Token.asNumber(monthlyBudget.valueAsString), unit: 'USD' },
    },
    // Costs are known some hours late: the forecast speaks before the month's total does.
    notificationsWithSubscribers: [
      {
        notification: {
          notificationType: 'ACTUAL',
          comparisonOperator: 'GREATER_THAN',
          threshold: 80,
          thresholdType: 'PERCENTAGE',
        },
        subscribers,
      },
      {
        notification: {
          notificationType: 'FORECASTED',
          comparisonOperator: 'GREATER_THAN',
          threshold: 100,
          thresholdType: 'PERCENTAGE',
        },
        subscribers,
      },
    ],
  });
  budget.cfnOptions.condition = budgetGiven;
}

interface SecretParameter {
  name: CfnParameter;
  /** The parameter's ARN, or AWS::NoValue where an optional one is not given. */
  arn: string;
}

/**
 * A secret setting, kept in a SecureString parameter whose name is a stack parameter. The
 * template and the function's environment hold only that name; the function reads the value,
 * decrypted, at its cold start.
 *
 * Without a default, the name may be empty: no parameter, and the setting unset.
 */
function secretParameter(
  stack: Stack,
  id: string,
  variable: string,
  options: { default?: string } = {},
): SecretParameter {
  const required = options.default !== undefined;
  const name = new CfnParameter(stack, id, {
    type: 'String',
    default: options.default ?? '',
    allowedPattern: required ? `^${SSM_NAME}$` : `^(${SSM_NAME})?$`,
    constraintDescription: 'must be a Parameter Store name starting with a slash',
    description: `The SecureString parameter holding ${variable}${required ? '' : ' (empty: none)'}`,
  });
  const arn = `arn:${Aws.PARTITION}:ssm:${Aws.REGION}:${Aws.ACCOUNT_ID}:parameter${name.valueAsString}`;
  if (required) return { name, arn };
  const given = new CfnCondition(stack, `${id}Given`, {
    expression: Fn.conditionNot(Fn.conditionEquals(name.valueAsString, '')),
  });
  return { name, arn: Fn.conditionIf(given.logicalId, arn, Aws.NO_VALUE).toString() };
}
