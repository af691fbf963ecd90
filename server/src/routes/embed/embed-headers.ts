import type { FastifyReply } from 'fastify';

/**
 * The iframe form is a document of its own: its styles, nothing else; no script, no form, no base; any site may
 * frame it (that is what it is for).
 */
export const EMBED_CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors *";

/** Headers every embed answer carries: anyone may load it, nobody may sniff it, no search engine lists it. */
export function embedHeaders(reply: FastifyReply) {
  reply
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('access-control-allow-origin', '*')
    .header('x-content-type-options', 'nosniff')
    .header('x-robots-tag', 'noindex');
  reply.removeHeader('x-frame-options');
}
