import type { FastifyRequest } from 'fastify';

// Request lines in the logs without the secrets some URLs carry: the link a tax document's e-mail
// gives (?token=, valid 30 days) and the live stream's ticket (?ticket=). Whoever reads the logs
// must not be able to open someone's documents with them.

const SECRET_PARAMETER = /([?&](?:token|ticket)=)[^&#]*/gi;

export const loggedUrl = (url: string): string => url.replace(SECRET_PARAMETER, '$1[hidden]');

/** Fastify's own request serializer, with the URL's secrets hidden. */
export function loggedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
