/**
 * The contact API on AWS Lambda: the bundle that `npm run build:lambda` writes, run as two
 * functions, one answering HTTP behind a Function URL and one sweeping on a schedule, both set up
 * from stack parameters, their secrets read from Systems Manager Parameter Store.
 */
import {
  CfnCondition,
  CfnDynamicReference,
  CfnDynamicReferenceService,
  CfnOutput,
  CfnParameter,
  CfnRule,
  Duration,
  Fn,
  Stack,
  type StackProps,
  Validations,
} from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

export interface ContactApiStackProps extends StackProps {
  /** The folder of the built bundle, whose index.mjs exports `handler` and `sweep`. */
  bundleDir: string;
}

/**
 * An SSM parameter name, optionally with a version (`/portfolio/database-url:3`): CloudFormation
 * reads a value again only when its reference changes, so a new version is how a changed value
 * reaches the function.
 */
const SSM_NAME = '/?[a-zA-Z0-9_.\\-/]+(:[0-9]+)?';

/** One origin or several, comma-separated: a scheme and a host (and a port), no path. */
const ORIGINS = '^https?://[^/,\\s]+(,https?://[^/,\\s]+)*$';

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
    Validations.of(this).acknowledge({
      id: 'CloudFormation-Validate::W2509',
      reason: 'ContactSecretParameter holds the name of an SSM parameter, not the secret',
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

    // An empty value is the same as an unset one to the function's settings.
    const environment = {
      DATABASE_URL: databaseUrl.value,
      SMTP_URL: smtpUrl.value,
      NOTIFY_WEBHOOK_URL: webhookUrl.value,
      CONTACT_SECRET: contactSecret.value,
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
 * A secret setting, taken from an SSM String parameter whose name is a stack parameter. The
 * template holds only that name: CloudFormation reads the value when it creates or updates the
 * function, and the value then sits in the function's configuration. Lambda's environment takes
 * no SecureString (CloudFormation resolves `ssm-secure` only for a few other resources), so the
 * parameter is a String, readable by whoever may read the account's parameters.
 *
 * Without a default, an empty name leaves the variable empty, which the function reads as unset.
 */
function secretParameter(
  stack: Stack,
  id: string,
  variable: string,
  options: { default?: string } = {},
): { name: CfnParameter; value: string } {
  const required = options.default !== undefined;
  const name = new CfnParameter(stack, id, {
    type: 'String',
    default: options.default ?? '',
    allowedPattern: required ? `^${SSM_NAME}$` : `^(${SSM_NAME})?$`,
    constraintDescription: 'must be an SSM parameter name, optionally :version',
    description: `The SSM String parameter holding ${variable}${required ? '' : ' (empty: none)'}`,
  });
  const reference = new CfnDynamicReference(
    CfnDynamicReferenceService.SSM,
    name.valueAsString,
  ).toString();
  if (required) return { name, value: reference };
  const given = new CfnCondition(stack, `${id}Given`, {
    expression: Fn.conditionNot(Fn.conditionEquals(name.valueAsString, '')),
  });
  return { name, value: Fn.conditionIf(given.logicalId, reference, '').toString() };
}
