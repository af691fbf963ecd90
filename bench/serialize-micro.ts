/**
 * How much the response serialization costs per request: Zod's encode + JSON.stringify (fastify-type-provider-zod's
 * serializerCompiler) against plain JSON.stringify and fast-json-stringify, on a real list page and detail from the
 * bench database. Usage: BENCH_DATABASE_URL=… tsx bench/serialize-micro.ts
 */
import { snippetListResponseSchema, snippetResponseSchema } from '@cloud-snippets/contract';
import fastJson from 'fast-json-stringify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openDatabase } from '../server/src/db/client.js';
import {
  presentSnippetDetail,
  presentSnippetSummary,
} from '../server/src/routes/api/snippets/snippets.presenter.js';
import { snippetsRepository } from '../server/src/routes/api/snippets/snippets.repository.js';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cloudsnippets_bench';
const database = await openDatabase({ kind: 'postgres', url });
const repository = snippetsRepository(database.db);
const { rows, total } = await repository.listPageWithTotal({}, 'newest', 1, 12, null);
const list = {
  snippets: rows.map(presentSnippetSummary),
  currentPage: 1,
  totalPages: Math.ceil(total / 12),
  totalSnippets: total,
  pagination: {
    currentPage: 1,
    totalPages: Math.ceil(total / 12),
    totalSnippets: total,
    limit: 12,
    hasNextPage: true,
  },
};
const detailRow = await repository.findDetail(rows[0]!.slug, null);
const detail = { snippet: presentSnippetDetail(detailRow!, null) };
await database.close();

function time(label: string, fn: () => string, n = 20_000) {
  for (let i = 0; i < 2000; i++) fn();
  const started = process.hrtime.bigint();
  for (let i = 0; i < n; i++) fn();
  const us = Number(process.hrtime.bigint() - started) / 1000 / n;
  console.log(`${label.padEnd(50)} ${us.toFixed(1)} µs`);
}

for (const [name, schema, data] of [
  ['list page (12 cards)', snippetListResponseSchema, list],
  ['detail', snippetResponseSchema, detail],
] as const) {
  const zodSerialize = serializerCompiler({ schema, method: 'GET', url: '/' } as never) as (
    d: unknown,
  ) => string;
  const fast = fastJson(z.toJSONSchema(schema, { io: 'output' }) as never);
  console.log(`${name}: ${JSON.stringify(data).length} bytes`);
  time('  zod encode + JSON.stringify (current)', () => zodSerialize(data));
  time('  JSON.stringify only', () => JSON.stringify(data));
  time('  fast-json-stringify (JSON schema from Zod)', () => fast(data));
}
