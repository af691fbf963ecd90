/**
 * Floor (b): a Fastify route returning a constant body — what the framework and the HTTP stack cost on this
 * machine with no database at all. Same Fastify as the server, logger off.
 */
import Fastify from 'fastify';

const body = JSON.stringify({ snippets: [], currentPage: 1, totalPages: 0, totalSnippets: 0 });
const app = Fastify({ logger: false });
app.get('/*', async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));

const shutdown = () => app.close().finally(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('constant listening');
