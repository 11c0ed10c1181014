import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config/config';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The origin (scheme, host, port) that absolute links made for this request start with: mailed
     * links and the payment return. PUBLIC_URL when configured, else the address the person used.
     */
    readonly linkOrigin: string;
  }
}

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|::1)$/i;
const HOST_WITH_PORT = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/i;

/**
 * Without PUBLIC_URL, someone who opened http://127.0.0.1:3000 must come back from the payment
 * page to 127.0.0.1, not to localhost: another origin, where the browser holds no session. So the
 * origin of the request is used, but only for hosts that are this machine (loopback) or the HOST
 * the server was told to listen on. Any other Host header is the caller's claim, and a mailed
 * link built from it would let an attacker send a victim a reset link to the attacker's server
 * (Host header poisoning); those get the default origin. Serving others needs PUBLIC_URL.
 */
export function resolveLinkOrigin(
  config: Pick<AppConfig, 'publicUrl' | 'publicUrlConfigured' | 'host'>,
  request: Pick<FastifyRequest, 'protocol' | 'host' | 'hostname'>,
): string {
  if (config.publicUrlConfigured) return config.publicUrl;
  const host = request.host;
  if (typeof host !== 'string' || !HOST_WITH_PORT.test(host)) return config.publicUrl;
  const hostname = request.hostname;
  const known = LOOPBACK_HOST.test(hostname) || hostname.toLowerCase() === config.host.toLowerCase();
  return known ? `${request.protocol}://${host.toLowerCase()}` : config.publicUrl;
}

export const linkOriginPlugin = fp(async (fastify: FastifyInstance) => {
  const config = fastify.config;
  fastify.decorateRequest('linkOrigin', {
    getter(this: FastifyRequest) {
      return resolveLinkOrigin(config, this);
    },
  });
});
