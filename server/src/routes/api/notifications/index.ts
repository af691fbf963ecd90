import {
  markNotificationsReadSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationSettingsInputSchema,
  notificationSettingsSchema,
  unreadCountResponseSchema,
} from '@cloud-snippets/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember } from '../../../plugins/app/auth.js';
import { errorResponses, secured } from '../route-docs.js';
import streamRoutes from './stream.js';
import unsubscribeRoutes from './unsubscribe.js';

const errors = errorResponses(400, 401);
// Reading one's notifications changes nothing a visitor's page shows.
const memberOnly = { changesPages: false } as const;

/** A member's notifications (decision 049): the page, the bell's count, marking read, the settings; the live stream. */
const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifications = app.notificationsRepository;

  app.get(
    '/',
    {
      config: { tokenScope: 'read' },
      onRequest: app.requireAuth,
      schema: {
        tags: ['notifications'],
        summary: "The member's notifications, newest first, all or unread",
        security: secured,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentMember(request);
      const { filter, page, limit } = request.query;
      const [{ notifications: items, total }, unreadCount] = await Promise.all([
        notifications.page(user.id, { unreadOnly: filter === 'unread', page, limit }),
        notifications.unreadCount(user.id),
      ]);
      const totalPages = Math.ceil(total / limit);
      return {
        notifications: items,
        unreadCount,
        currentPage: page,
        totalPages,
        hasNextPage: page < totalPages,
      };
    },
  );

  app.get(
    '/unread-count',
    {
      config: { tokenScope: 'read' },
      onRequest: app.requireAuth,
      schema: {
        tags: ['notifications'],
        summary: "The bell's count: the member's unread notifications",
        security: secured,
        response: { 200: unreadCountResponseSchema, ...errors },
      },
    },
    async (request) => ({ unreadCount: await notifications.unreadCount(currentMember(request).id) }),
  );

  app.post(
    '/read',
    {
      onRequest: app.requireAuth,
      config: memberOnly,
      schema: {
        tags: ['notifications'],
        summary: 'Mark notifications read: these ids, or all',
        security: secured,
        body: markNotificationsReadSchema,
        response: { 200: unreadCountResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentMember(request);
      await notifications.markRead(user.id, 'all' in request.body ? 'all' : request.body.ids);
      return { unreadCount: await notifications.unreadCount(user.id) };
    },
  );

  app.get(
    '/settings',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['notifications'],
        summary: 'Where each kind of notification goes: in-app, email or off',
        security: secured,
        response: { 200: notificationSettingsSchema, ...errors },
      },
    },
    async (request) => ({ settings: await notifications.settings(currentMember(request).id) }),
  );

  app.put(
    '/settings',
    {
      onRequest: app.requireAuth,
      config: memberOnly,
      schema: {
        tags: ['notifications'],
        summary: 'Change where some kinds of notification go',
        security: secured,
        body: notificationSettingsInputSchema,
        response: { 200: notificationSettingsSchema, ...errors },
      },
    },
    async (request) => ({
      settings: await notifications.updateSettings(currentMember(request).id, request.body.settings),
    }),
  );

  await app.register(streamRoutes);
  await app.register(unsubscribeRoutes);
};

export default notificationsRoutes;
