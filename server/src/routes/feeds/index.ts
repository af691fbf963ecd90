import {
  collectionPath,
  feedPaths,
  LIMITS,
  platformPath,
  PLATFORMS,
  profilePath,
  snippetPath,
  SNIPPET_LIMITS,
  TAG_PATTERN,
  tagPath,
  USERNAME_PATTERN,
  type Platform,
} from '@cloud-snippets/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FeedScope } from '../../repositories/feeds/feeds.repository.js';
import { commentsAtom, sendFeed, snippetsAtom } from './atom.js';

const SITE = 'Cloud Snippets';

/**
 * Atom feeds of public snippets (decision 052): /feed.xml (the site), /feeds/platforms/{platform}.xml,
 * /feeds/tags/{tag}.xml, /feeds/users/{username}.xml, /feeds/users/{username}/collections/{slug}.xml, and
 * /feeds/snippets/{slug}/comments.xml. Paths the web app
 * does not use; anything unknown, unlisted or private is a 404.
 */
const feedRoutes: FastifyPluginAsync = async (app) => {
  const siteUrl = app.config.publicUrl;
  const feeds = app.feedsRepository;
  const users = app.usersRepository;

  const snippetsFeed = async (
    request: FastifyRequest,
    reply: FastifyReply,
    scope: FeedScope,
    head: { title: string; description: string; page: string },
  ) => {
    const rows = await feeds.snippets(scope);
    const self = `${siteUrl}${request.url.split('?')[0]}`;
    return sendFeed(
      request,
      reply,
      snippetsAtom(siteUrl, { ...head, link: `${siteUrl}${head.page}`, self }, rows),
    );
  };

  app.get('/feed.xml', { schema: { hide: true } }, (request, reply) =>
    snippetsFeed(
      request,
      reply,
      { kind: 'site' },
      {
        title: SITE,
        description: 'The newest snippets',
        page: '/',
      },
    ),
  );

  app.get('/feeds/platforms/:platform', { schema: { hide: true } }, (request, reply) => {
    const name = (request.params as { platform: string }).platform.replace(/\.xml$/, '');
    const platform = PLATFORMS.find((p) => p.value === name);
    if (!platform || !(request.params as { platform: string }).platform.endsWith('.xml'))
      return reply.callNotFound();
    return snippetsFeed(
      request,
      reply,
      { kind: 'platform', platform: platform.value as Platform },
      {
        title: `${platform.label} snippets — ${SITE}`,
        description: `The newest ${platform.label} snippets`,
        page: platformPath(platform.value),
      },
    );
  });

  app.get('/feeds/tags/:tag', { schema: { hide: true } }, (request, reply) => {
    const file = (request.params as { tag: string }).tag;
    const tag = file.replace(/\.xml$/, '').toLowerCase();
    if (!file.endsWith('.xml') || tag.length > SNIPPET_LIMITS.tagMax || !TAG_PATTERN.test(tag))
      return reply.callNotFound();
    return snippetsFeed(
      request,
      reply,
      { kind: 'tag', tag },
      {
        title: `Snippets tagged ${tag} — ${SITE}`,
        description: `The newest snippets tagged ${tag}`,
        page: tagPath(tag),
      },
    );
  });

  app.get('/feeds/users/:username', { schema: { hide: true } }, async (request, reply) => {
    const file = (request.params as { username: string }).username;
    const username = file.replace(/\.xml$/, '');
    const isPossible =
      file.endsWith('.xml') && username.length <= LIMITS.usernameMax && USERNAME_PATTERN.test(username);
    const member = isPossible ? await users.findByUsername(username) : null;
    if (!member) return reply.callNotFound();
    return snippetsFeed(
      request,
      reply,
      { kind: 'author', authorId: member.id },
      {
        title: `Snippets by ${member.username} — ${SITE}`,
        description: `The newest snippets by ${member.username}`,
        page: profilePath(member.username),
      },
    );
  });

  // A public collection's snippets, the newest added first (decision 075).
  app.get('/feeds/users/:username/collections/:file', { schema: { hide: true } }, async (request, reply) => {
    const { username, file } = request.params as { username: string; file: string };
    const slug = file.replace(/\.xml$/, '');
    const isPossible =
      file.endsWith('.xml') && username.length <= LIMITS.usernameMax && USERNAME_PATTERN.test(username);
    const collection = isPossible ? await app.collectionsRepository.byAddress(username, slug, null) : null;
    if (!collection || collection.visibility !== 'public' || collection.hidden) return reply.callNotFound();
    const rows = await feeds.collectionSnippets(collection.id);
    const owner = collection.ownerUsername;
    const head = {
      title: `${collection.title} — a collection by ${owner} — ${SITE}`,
      description: collection.description || `Snippets collected by ${owner}`,
      link: `${siteUrl}${collectionPath(owner, collection.slug)}`,
      self: `${siteUrl}${feedPaths.collection(owner, collection.slug)}`,
    };
    return sendFeed(request, reply, snippetsAtom(siteUrl, head, rows));
  });

  app.get('/feeds/snippets/:slug/comments.xml', { schema: { hide: true } }, async (request, reply) => {
    const snippet = await feeds.publicSnippet((request.params as { slug: string }).slug);
    if (!snippet) return reply.callNotFound();
    const rows = await feeds.comments(snippet.id);
    // Markdown rendered as the page renders it (the web app's own component, sanitised), when the app is built.
    const renderer = app.webRenderer ?? null;
    const htmlOf = renderer
      ? await renderer.renderCommentsHtml([...new Set(rows.map((row) => row.content))], snippet.codeLanguage)
      : new Map<string, string>();
    const link = `${siteUrl}${snippetPath(snippet.slug)}`;
    const self = `${siteUrl}${feedPaths.comments(snippet.slug)}`;
    return sendFeed(
      request,
      reply,
      commentsAtom(
        siteUrl,
        {
          title: `Comments on ${snippet.title} — ${SITE}`,
          description: `Comments on ${snippet.title}`,
          link,
          self,
        },
        rows,
        htmlOf,
      ),
    );
  });
};

export default feedRoutes;
