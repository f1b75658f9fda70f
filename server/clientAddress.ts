import type { Context } from 'hono';

export type AddressOf = (c: Context) => string | undefined;

/**
 * The client's address: the socket's peer, or, behind a trusted proxy, the last address in
 * X-Forwarded-For (the one our proxy saw; earlier entries are whatever the client claimed).
 */
export function clientAddress(socketAddress: AddressOf, trustProxy: boolean): AddressOf {
  if (!trustProxy) return socketAddress;
  return (c) => {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    return forwarded || socketAddress(c);
  };
}
