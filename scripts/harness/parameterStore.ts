/**
 * Systems Manager Parameter Store on this machine: an HTTP endpoint on a free port of 127.0.0.1
 * that speaks the service's JSON protocol for GetParameters, as the AWS SDK sends it (a signed
 * POST with `X-Amz-Target: AmazonSSM.GetParameters`), and records every request. A function
 * reaches it with the settings in `env`, the endpoint and credentials the SDK reads from its
 * environment, as Lambda gives them to a function.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StoredParameter {
  value: string;
  /** SecureString unless told. */
  type?: 'String' | 'SecureString';
}

export interface ParameterRequest {
  target: string | undefined;
  /** The request's JSON body: `{ Names, WithDecryption }` for GetParameters. */
  body: { Names?: string[]; WithDecryption?: boolean };
}

export interface ParameterStore {
  url: string;
  /** The variables that point the SDK here: endpoint, region and the fake credentials. */
  env: Record<string, string>;
  /** Every request received, in order. */
  requests: ParameterRequest[];
  /** Until allowed again, answers every request as IAM answers a role without the permission. */
  deny(): void;
  allow(): void;
  close(): Promise<void>;
}

export const REGION = 'eu-west-1';
const ACCESS_KEY_ID = 'AKIDLOCALPARAMETERS';
const ACCOUNT = '111122223333';

const JSON_TYPE = 'application/x-amz-json-1.1';

/** Starts the endpoint, holding `parameters` by name (`/portfolio/database-url`). */
export async function startParameterStore(
  parameters: Record<string, StoredParameter>,
): Promise<ParameterStore> {
  const requests: ParameterRequest[] = [];
  let denied = false;

  const reply = (response: ServerResponse, status: number, body: object) => {
    response.writeHead(status, { 'Content-Type': JSON_TYPE, 'x-amzn-RequestId': 'local' });
    response.end(JSON.stringify(body));
  };
  const refuse = (response: ServerResponse, status: number, type: string, message: string) =>
    reply(response, status, { __type: type, message });

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const target = request.headers['x-amz-target'] as string | undefined;
    let body: ParameterRequest['body'] = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as typeof body;
    } catch {
      refuse(response, 400, 'SerializationException', 'The body is not JSON');
      return;
    }
    requests.push({ target, body });

    // What the service itself checks before it looks at the request: the method, the protocol
    // and a Signature Version 4 signature by these credentials.
    const signed = request.headers.authorization?.startsWith(
      `AWS4-HMAC-SHA256 Credential=${ACCESS_KEY_ID}/`,
    );
    if (request.method !== 'POST' || request.headers['content-type'] !== JSON_TYPE || !signed) {
      refuse(response, 400, 'InvalidSignatureException', 'Not a signed JSON 1.1 request');
      return;
    }
    if (target !== 'AmazonSSM.GetParameters') {
      refuse(response, 400, 'UnknownOperationException', `No operation ${target}`);
      return;
    }
    const names = body.Names ?? [];
    if (denied) {
      const arns = names.map((name) => `arn:aws:ssm:${REGION}:${ACCOUNT}:parameter${name}`);
      refuse(
        response,
        400,
        'AccessDeniedException',
        `User: arn:aws:sts::${ACCOUNT}:assumed-role/PortfolioContactApi-ApiServiceRole/portfolio-contact is not authorized to perform: ssm:GetParameters on resource: ${arns.join(', ')} because no identity-based policy allows the ssm:GetParameters action`,
      );
      return;
    }
    if (names.length === 0 || names.length > 10) {
      refuse(response, 400, 'ValidationException', 'Names must hold 1 to 10 names');
      return;
    }
    const found = names.filter((name) => name in parameters);
    reply(response, 200, {
      Parameters: found.map((name) => {
        const { value, type = 'SecureString' } = parameters[name] as StoredParameter;
        return {
          Name: name,
          Type: type,
          // Without decryption, a SecureString's value is its ciphertext.
          Value:
            type === 'SecureString' && !body.WithDecryption
              ? Buffer.from(`ciphertext of ${name}`).toString('base64')
              : value,
          Version: 1,
          LastModifiedDate: 1_900_000_000,
          ARN: `arn:aws:ssm:${REGION}:${ACCOUNT}:parameter${name}`,
          DataType: 'text',
        };
      }),
      InvalidParameters: names.filter((name) => !(name in parameters)),
    });
  };

  const server = createServer((request, response) => {
    void answer(request, response).catch((error: unknown) => {
      refuse(response, 500, 'InternalServerError', String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    env: {
      AWS_ENDPOINT_URL_SSM: url,
      AWS_REGION: REGION,
      AWS_ACCESS_KEY_ID: ACCESS_KEY_ID,
      AWS_SECRET_ACCESS_KEY: 'local-parameter-store-secret-key',
      AWS_SESSION_TOKEN: 'local-session-token',
    },
    requests,
    deny: () => {
      denied = true;
    },
    allow: () => {
      denied = false;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
