/**
 * TRUST_PROXY as Fastify's `trustProxy`. Fastify 5 no longer reads a number as
 * a hop count (it trusts nothing instead), so hops become a trust function:
 * the last `hops` addresses of the chain (the socket's peer and the proxies
 * before it) are proxies, and the client is the address they were given. What
 * a client writes further left in X-Forwarded-For is never read.
 */
import type { TrustProxy } from '../config';

type TrustFunction = (address: string, hop: number) => boolean;

export function trustProxyOption(value: TrustProxy): boolean | string[] | TrustFunction {
  if (typeof value !== 'number') return value;
  const hops = value;
  return (_address, hop) => hop < hops;
}
