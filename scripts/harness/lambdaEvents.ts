/**
 * HTTP requests as AWS Lambda receives them, shaped as AWS documents each payload: a Function
 * URL's (payload 2.0), API Gateway's HTTP API (payload 2.0, on its `$default` stage or a named
 * one, whose name prefixes the path) and its REST API (payload 1.0, the stage kept out of
 * `path`). For the handler's tests and the local Function URL.
 */

export interface LambdaRequest {
  method: string;
  /** The path and query the client asked for, e.g. `/api/contact`. */
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Send the body base64-encoded, as Lambda does for a body it takes for binary. */
  base64?: boolean;
  /** The client's address as AWS saw it. */
  sourceIp?: string;
}

const ACCOUNT = '123456789012';
const TIME = '26/Nov/2026:09:00:00 +0000';
const TIME_EPOCH = Date.parse('2026-11-26T09:00:00Z');

function lowerCased(headers: Record<string, string> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
}

function split(path: string) {
  const [rawPath = '/', rawQueryString = ''] = path.split(/\?(.*)/s);
  return { rawPath, rawQueryString };
}

function encodedBody({ body, base64 }: LambdaRequest) {
  if (body === undefined) return { isBase64Encoded: false };
  return base64
    ? { body: Buffer.from(body).toString('base64'), isBase64Encoded: true }
    : { body, isBase64Encoded: false };
}

/** A payload 2.0 event: `domainName` and `stage` tell a Function URL from an HTTP API. */
function payloadV2(request: LambdaRequest, domainName: string, stage: string, routeKey: string) {
  const { rawPath: clientPath, rawQueryString } = split(request.path);
  const rawPath = stage === '$default' ? clientPath : `/${stage}${clientPath}`;
  const sourceIp = request.sourceIp ?? '203.0.113.10';
  const headers = {
    host: domainName,
    'user-agent': 'test-agent',
    'x-forwarded-for': sourceIp,
    'x-forwarded-proto': 'https',
    'x-forwarded-port': '443',
    ...lowerCased(request.headers),
  };
  return {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    headers,
    requestContext: {
      accountId:
        routeKey === '$default' && domainName.includes('lambda-url') ? 'anonymous' : ACCOUNT,
      apiId: domainName.split('.')[0] ?? 'api',
      domainName,
      domainPrefix: domainName.split('.')[0] ?? 'api',
      http: {
        method: request.method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp,
        userAgent: headers['user-agent'],
      },
      requestId: `request-${Math.random().toString(36).slice(2)}`,
      routeKey,
      stage,
      time: TIME,
      timeEpoch: TIME_EPOCH,
    },
    ...encodedBody(request),
  };
}

export function functionUrlEvent(request: LambdaRequest) {
  return payloadV2(request, 'abcdefghij.lambda-url.us-east-1.on.aws', '$default', '$default');
}

/** An HTTP API's event; with a named stage, its name starts the path. */
export function httpApiEvent(request: LambdaRequest, stage = '$default') {
  return payloadV2(
    request,
    'a1b2c3d4e5.execute-api.us-east-1.amazonaws.com',
    stage,
    'ANY /{proxy+}',
  );
}

/** A REST API's event (payload 1.0), through a `{proxy+}` resource on `stage`. */
export function restApiEvent(request: LambdaRequest, stage = 'prod') {
  const { rawPath, rawQueryString } = split(request.path);
  const sourceIp = request.sourceIp ?? '203.0.113.10';
  const domainName = 'a1b2c3d4e5.execute-api.us-east-1.amazonaws.com';
  const headers = {
    Host: domainName,
    'User-Agent': 'test-agent',
    'X-Forwarded-For': sourceIp,
    'X-Forwarded-Proto': 'https',
    'X-Forwarded-Port': '443',
    ...(request.headers ?? {}),
  };
  const query = rawQueryString ? Object.fromEntries(new URLSearchParams(rawQueryString)) : null;
  return {
    version: '1.0',
    resource: '/{proxy+}',
    path: rawPath,
    httpMethod: request.method,
    headers,
    multiValueHeaders: Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name, [value]]),
    ),
    queryStringParameters: query,
    multiValueQueryStringParameters: query
      ? Object.fromEntries(Object.entries(query).map(([name, value]) => [name, [value]]))
      : null,
    pathParameters: { proxy: rawPath.slice(1) },
    stageVariables: null,
    requestContext: {
      accountId: ACCOUNT,
      apiId: 'a1b2c3d4e5',
      domainName,
      domainPrefix: 'a1b2c3d4e5',
      extendedRequestId: 'extended-request',
      httpMethod: request.method,
      identity: {
        accessKey: null,
        accountId: null,
        caller: null,
        cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: null,
        cognitoIdentityId: null,
        cognitoIdentityPoolId: null,
        principalOrgId: null,
        sourceIp,
        user: null,
        userAgent: headers['User-Agent'],
        userArn: null,
      },
      path: `/${stage}${rawPath}`,
      protocol: 'HTTP/1.1',
      requestId: `request-${Math.random().toString(36).slice(2)}`,
      requestTime: TIME,
      requestTimeEpoch: TIME_EPOCH,
      resourceId: 'resource',
      resourcePath: '/{proxy+}',
      stage,
    },
    ...encodedBody(request),
  };
}

/** What a handler answers, in payload 2.0's shape or 1.0's. */
export interface LambdaResult {
  statusCode: number;
  headers?: Record<string, string>;
  multiValueHeaders?: Record<string, string[]>;
  body: string;
  isBase64Encoded: boolean;
}

/** A header of a handler's answer, whichever of the two shapes it came in. */
export function resultHeader(result: LambdaResult, name: string): string | undefined {
  const lower = name.toLowerCase();
  const single = Object.entries(result.headers ?? {}).find(([key]) => key.toLowerCase() === lower);
  if (single) return single[1];
  return Object.entries(result.multiValueHeaders ?? {}).find(
    ([key]) => key.toLowerCase() === lower,
  )?.[1][0];
}

/** The answer's body as text. */
export function resultBody(result: LambdaResult): string {
  return result.isBase64Encoded ? Buffer.from(result.body, 'base64').toString('utf8') : result.body;
}
