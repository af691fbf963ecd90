import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { booleanFlag, duration, nonNegativeInt, optionalString, settingDocs } from './fields.js';

/** Parsing processes that leave the event loop a core: one on 2 cores, two from 3 cores on. */
export const defaultCodeCheckProcesses = (): number => Math.max(1, Math.min(2, availableParallelism() - 1));

/** The process itself: where it listens, what it serves, how it logs, starts and stops. */
export const serverEnv = {
  PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65_535)
    .default(3000)
    .register(settingDocs, { description: 'HTTP port for the site and the API (0 picks a free port).' }),
  HOST: z.string().default('0.0.0.0').register(settingDocs, { description: 'Interface to listen on.' }),
  PUBLIC_URL: optionalString()
    .refine((value) => value === undefined || /^https?:\/\/[^/\s]+(\/[^\s]*)?$/.test(value), {
      message: 'must be an http(s) URL such as https://snippets.example.com',
    })
    .register(settingDocs, {
      description:
        "The site's public address, for canonical links, Open Graph tags, sitemap.xml and robots.txt.",
      shownDefault: 'http://localhost:<PORT>',
    }),
  TRUST_PROXY: optionalString().register(settingDocs, {
    description:
      'Behind a reverse proxy: true, a hop count, or addresses/CIDRs to trust for X-Forwarded-For.',
    shownDefault: 'false',
  }),
  DATA_DIR: z.string().default('./data').register(settingDocs, {
    description:
      'Folder for the embedded database, the generated JWT secret and the server.pid lock (relative to the folder npm was run in).',
  }),
  WEB_DIST: optionalString().register(settingDocs, {
    description: 'The built web app served on every non-/api path.',
    shownDefault: '<repo>/web/dist',
  }),
  SERVE_SOURCE_MAPS: booleanFlag(false).register(settingDocs, {
    description:
      "Serve the web app's source maps (the .map files: its full source), for debugging; when off they answer 404.",
  }),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .register(settingDocs, { description: 'fatal, error, warn, info, debug, trace or silent.' }),
  SHUTDOWN_GRACE_PERIOD: duration('8s').register(settingDocs, {
    description:
      "On SIGTERM/SIGINT, how long requests in flight may finish before connections are closed (keep it below the supervisor's kill timeout).",
  }),
  HEAP_GROWTH_PERCENT: nonNegativeInt(50).register(settingDocs, {
    description:
      "After a full garbage collection, V8 lets the heap grow to this many percent above what is still in use before the next one (V8's --heap-growing-percent; 0 leaves V8's own factor, up to 4 times). The default keeps a loaded server near 190 MB instead of 320 MB, for a few more full collections (decision 056).",
  }),
  CODE_CHECK_PROCESSES: z.coerce.number().int().nonnegative().optional().register(settingDocs, {
    description:
      'Processes that parse the Apex and SOQL of saved snippets, off the event loop (decision 062); 0 parses them in the server process itself, holding its other requests meanwhile.',
    shownDefault: 'cores less one, 1 to 2',
  }),
  SEED_DEMO: booleanFlag(true).register(settingDocs, {
    description: 'Seed the admin and the demo community when the database is empty.',
  }),
  ADMIN_USERNAME: z
    .string()
    .default('admin')
    .register(settingDocs, { description: 'Username of the seeded admin.' }),
  ADMIN_EMAIL: optionalString().register(settingDocs, {
    description: 'Email of the seeded admin (defaults to <ADMIN_USERNAME>@cloudsnippets.local).',
    shownDefault: 'admin@cloudsnippets.local',
  }),
  ADMIN_PASSWORD: optionalString().register(settingDocs, {
    description:
      'Password of the seeded admin; when unset a strong one is generated and printed once at first start.',
    shownDefault: '(generated)',
  }),
};
