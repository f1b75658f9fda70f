import type { Context } from 'hono';

export type AddressOf = (c: Context) => string | undefined;

/**
 * The client's address. With no proxy in front it is the socket's peer. Behind `proxies`
 * reverse proxies, each of which appends the address it saw to X-Forwarded-For, it is the
 * entry that many places from the right: everything further left is whatever the client
 * claimed. A request that carries fewer entries did not come through every proxy, so its
 * header proves nothing and the peer's address is used.
 */
export function clientAddress(socketAddress: AddressOf, proxies: number): AddressOf {
  if (proxies === 0) return socketAddress;
  return (c) => {
    const chain = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    return chain.length >= proxies ? chain.at(-proxies) : socketAddress(c);
  };
}
