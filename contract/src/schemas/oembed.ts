import { z } from './zod.js';

/**
 * GET /api/oembed (decision 041, https://oembed.com): what Discourse, Notion, Slack and WordPress ask for to unfurl a
 * snippet's link. Only JSON is offered; `format=xml` is the spec's 501.
 */
export const oembedQuerySchema = z.object({
  url: z.string().min(1).max(2048),
  maxwidth: z.coerce.number().int().min(1).max(10_000).optional(),
  maxheight: z.coerce.number().int().min(1).max(10_000).optional(),
  format: z.enum(['json', 'xml']).default('json'),
});

export const oembedResponseSchema = z.object({
  version: z.literal('1.0'),
  type: z.literal('rich'),
  title: z.string(),
  author_name: z.string(),
  author_url: z.string(),
  provider_name: z.string(),
  provider_url: z.string(),
  cache_age: z.number().int(),
  html: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type OembedResponse = z.infer<typeof oembedResponseSchema>;

/** The embed's size: as wide as the host allows up to this, as tall as the code up to the embed's own cap. */
export const OEMBED_SIZE = { width: 720, lineHeight: 21, chromeHeight: 96, maxHeight: 696 } as const;
