import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  accessTokensRepository,
  type AccessTokensRepository,
} from '../../repositories/auth/access-tokens.repository.js';
import { sessionsRepository, type SessionsRepository } from '../../repositories/auth/sessions.repository.js';
import {
  commentsRepository,
  type CommentsRepository,
} from '../../repositories/comments/comments.repository.js';
import {
  commentReactionsRepository,
  type CommentReactionsRepository,
} from '../../repositories/comments/reactions.repository.js';
import { contactRepository, type ContactRepository } from '../../repositories/contact/contact.repository.js';
import {
  snippetReactionsRepository,
  type SnippetReactionsRepository,
} from '../../repositories/snippets/reactions.repository.js';
import {
  snippetCardsRepository,
  type SnippetCardsRepository,
} from '../../repositories/snippets/snippet-cards.repository.js';
import {
  snippetRevisionsRepository,
  type SnippetRevisionsRepository,
} from '../../repositories/snippets/revisions.repository.js';
import {
  snippetVerificationsRepository,
  type SnippetVerificationsRepository,
} from '../../repositories/snippets/verifications.repository.js';
import {
  snippetsRepository,
  type SnippetsRepository,
} from '../../repositories/snippets/snippets.repository.js';
import { EMBEDDED_POPULAR_WINDOW, POPULAR_WINDOW } from '../../repositories/snippets/snippets.relevance.js';
import {
  notificationsRepository,
  type NotificationsRepository,
} from '../../repositories/notifications/notifications.repository.js';
import {
  collectionsRepository,
  type CollectionsRepository,
} from '../../repositories/collections/collections.repository.js';
import { feedsRepository, type FeedsRepository } from '../../repositories/feeds/feeds.repository.js';
import { followsRepository, type FollowsRepository } from '../../repositories/follows/follows.repository.js';
import {
  moderationRepository,
  type ModerationRepository,
} from '../../repositories/moderation/moderation.repository.js';
import { avatarsRepository, type AvatarsRepository } from '../../repositories/users/avatars.repository.js';
import { profilesRepository, type ProfilesRepository } from '../../repositories/users/profiles.repository.js';
import { usersRepository, type UsersRepository } from '../../repositories/users/users.repository.js';
import { createCodeChecker, inProcessChecker, type CodeChecker } from '../../lib/code-checks/code-checker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Checks saved code, parsing Apex and SOQL off the event loop (decision 062). */
    codeChecker: CodeChecker;
    usersRepository: UsersRepository;
    sessionsRepository: SessionsRepository;
    accessTokensRepository: AccessTokensRepository;
    profilesRepository: ProfilesRepository;
    avatarsRepository: AvatarsRepository;
    snippetsRepository: SnippetsRepository;
    snippetReactionsRepository: SnippetReactionsRepository;
    snippetRevisionsRepository: SnippetRevisionsRepository;
    snippetCardsRepository: SnippetCardsRepository;
    snippetVerificationsRepository: SnippetVerificationsRepository;
    commentsRepository: CommentsRepository;
    commentReactionsRepository: CommentReactionsRepository;
    contactRepository: ContactRepository;
    notificationsRepository: NotificationsRepository;
    followsRepository: FollowsRepository;
    feedsRepository: FeedsRepository;
    collectionsRepository: CollectionsRepository;
    moderationRepository: ModerationRepository;
  }
}

/**
 * Every repository, created once over the app's database and decorated on the instance, as fastify/demo's
 * repository plugins are; routes and plugins reach them as `app.snippetsRepository`. The repositories themselves are
 * plain functions of a database, so the seed and the CLI, which run without an app, use the very same queries
 * (decision 021).
 */
export default fp(
  async function repositoriesPlugin(app: FastifyInstance) {
    app.decorate('usersRepository', usersRepository(app.db));
    app.decorate('sessionsRepository', sessionsRepository(app.db));
    app.decorate('accessTokensRepository', accessTokensRepository(app.db));
    app.decorate('profilesRepository', profilesRepository(app.db));
    app.decorate('avatarsRepository', avatarsRepository(app.db));
    const processes = app.config.codeCheckProcesses;
    const codeChecker =
      processes === 0
        ? inProcessChecker
        : createCodeChecker({
            maxThreads: processes,
            onTimeout: (details) =>
              app.log.warn(details, 'code checks ran out of time: saved without their marks'),
          });
    app.decorate('codeChecker', codeChecker);
    // In the background: the app is ready without waiting for the checking process to start.
    app.addHook('onReady', async () => {
      void codeChecker.warm();
    });
    app.addHook('onClose', () => codeChecker.close());
    app.decorate(
      'snippetsRepository',
      snippetsRepository(
        app.db,
        { popularWindow: app.database.driver.kind === 'pglite' ? EMBEDDED_POPULAR_WINDOW : POPULAR_WINDOW },
        codeChecker,
      ),
    );
    app.decorate('snippetRevisionsRepository', snippetRevisionsRepository(app.db));
    app.decorate('snippetReactionsRepository', snippetReactionsRepository(app.db));
    app.decorate('snippetCardsRepository', snippetCardsRepository(app.db));
    app.decorate('snippetVerificationsRepository', snippetVerificationsRepository(app.db));
    app.decorate('commentsRepository', commentsRepository(app.db));
    app.decorate('commentReactionsRepository', commentReactionsRepository(app.db));
    app.decorate('contactRepository', contactRepository(app.db));
    app.decorate('notificationsRepository', notificationsRepository(app.db));
    app.decorate('followsRepository', followsRepository(app.db));
    app.decorate('feedsRepository', feedsRepository(app.db));
    app.decorate('collectionsRepository', collectionsRepository(app.db));
    app.decorate('moderationRepository', moderationRepository(app.db));
  },
  { name: 'repositories', dependencies: ['context'] },
);
