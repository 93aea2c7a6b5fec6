import { BlockList } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { clientKey, clientNetworkKey } from '../limits/client-key.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The key every per-address limit counts this client under (limits/client-key.ts). */
    readonly clientKey: string;
    /** The wider key limits against guessing count under: an IPv6 client's /48. */
    readonly networkKey: string;
  }
  interface FastifyInstance {
    /** Set once a proxy was seen in front of a server that does not trust one: /health says so. */
    proxyUntrusted: { seenAt: Date } | null;
  }
}

const privatePeers = new BlockList();
for (const [network, prefix] of [['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['127.0.0.0', 8], ['100.64.0.0', 10]] as const) {
  privatePeers.addSubnet(network, prefix, 'ipv4');
}
privatePeers.addSubnet('fc00::', 7, 'ipv6');
privatePeers.addSubnet('fe80::', 10, 'ipv6');
privatePeers.addAddress('::1', 'ipv6');

/** A peer on a private or loopback network: in front of a public service, that is a proxy. */
export function isPrivatePeer(address: string): boolean {
  const key = clientKey(address);
  if (privatePeers.check(key, 'ipv4')) return true;
  const bare = address.replace(/^\[|\](?::\d+)?$/g, '').replace(/%.*$/, '');
  return key.includes(':') && privatePeers.check(bare, 'ipv6');
}

/**
 * The client key of each request, and a warning when requests come through a proxy the server
 * was not told to trust: every guest then shares the proxy's address, and one guest's limits
 * lock out all of them.
 */
export const clientAddressPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('clientKey', {
      getter() {
        return clientKey(this.ip);
      },
    });
    app.decorateRequest('networkKey', {
      getter() {
        return clientNetworkKey(this.ip);
      },
    });
    app.decorate('proxyUntrusted', null);
    if (app.config.TRUST_PROXY !== false) return;
    app.addHook('onRequest', (request, _reply, done) => {
      if (app.proxyUntrusted === null && request.headers['x-forwarded-for'] !== undefined && isPrivatePeer(request.socket.remoteAddress ?? '')) {
        app.proxyUntrusted = { seenAt: app.clock.now() };
        request.log.warn(
          { peer: request.socket.remoteAddress },
          'Requests arrive through a proxy (X-Forwarded-For from a private address) but TRUST_PROXY is unset: every guest shares the proxy\'s address and its limits. Set TRUST_PROXY to the proxy\'s address.',
        );
      }
      done();
    });
  },
  { name: 'client-address', dependencies: ['services'] },
);
