import multipart from '@fastify/multipart';
import {
  AVATAR,
  LIMITS,
  PROFILE,
  avatarResponseSchema,
  errorResponseSchema,
  SERVER_ERRORS,
  isAvatarTooLarge,
} from '@cloud-snippets/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember } from '../../../plugins/app/auth.js';
import { HttpError, badRequest } from '../../../plugins/app/errors.js';
import { processAvatar } from '../../../lib/avatar-image.js';
import { selfUserAnswer } from './users.presenter.js';
import { secured } from '../route-docs.js';

/** Room for the multipart envelope (boundaries, part headers) around a file of the largest allowed size. */
const MULTIPART_OVERHEAD_BYTES = 16_384;

const tooLarge = () => new HttpError(413, AVATAR.tooLarge);

/** What a failure while reading the multipart body means for the client. */
function uploadRefusal(error: unknown, request: FastifyRequest): Error {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  // The client went away mid-upload: the error handler logs that at debug level.
  if (code === 'FST_MP_PREMATURE_CLOSE' || request.raw.socket.destroyed) return error as Error;
  if (code === 'FST_FILES_LIMIT') return badRequest(AVATAR.oneImageOnly);
  // Anything else busboy or the plugin refuses (no closing boundary, a broken part header, too many parts) is a
  // malformed body: the client's bytes, not a server fault.
  return badRequest(SERVER_ERRORS.malformedMultipart);
}

/**
 * The bytes of the one `avatar` file part, under 1 MB (isAvatarTooLarge); other fields and files are ignored, a
 * second avatar is refused. Refusals use AVATAR's messages.
 */
async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(AVATAR.missing);
  let avatar: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'avatar') {
        part.file.resume();
        continue;
      }
      if (avatar) throw badRequest(AVATAR.oneImageOnly);
      avatar = await part.toBuffer();
    }
  } catch (error) {
    throw uploadRefusal(error, request);
  }
  if (!avatar || avatar.length === 0) throw badRequest(AVATAR.missing);
  if (isAvatarTooLarge(avatar.length)) throw tooLarge();
  return avatar;
}

/**
 * POST /avatar (multipart, field `avatar`): a PNG, JPEG, WebP or GIF under 1 MB, recognised by its content,
 * re-encoded (avatar-image.ts) and stored; the member's previous avatar is deleted with it. Anything refused
 * leaves the current avatar as it was.
 */
const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart is parsed in this plugin only: no other route accepts form uploads.
  await app.register(multipart, {
    limits: {
      fileSize: LIMITS.avatarMaxBytes,
      // Two, so that a second avatar is seen and refused by name rather than cut off.
      files: 2,
      fields: 4,
      parts: 5,
      fieldNameSize: 100,
      fieldSize: 1024,
      headerPairs: 20,
    },
  });
  const avatars = app.avatarsRepository;
  const snippets = app.snippetsRepository;
  const uploadsPerMember = app.createRateLimiter(
    'avatar-member',
    app.config.rateLimits.avatarsPerMember,
    AVATAR.tooMany,
  );

  app.post(
    '/avatar',
    {
      onRequest: [
        app.requireAuth,
        // Refuse an oversized upload from its declared length, before reading a byte of it.
        async (request) => {
          const declared = Number(request.headers['content-length'] ?? 0);
          if (declared > LIMITS.avatarMaxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
        },
        // Each upload is decoded and re-encoded: a member gets AVATAR_RATE_LIMIT_PER_MEMBER per window.
        async (request) => {
          await uploadsPerMember.consume(currentMember(request).id);
        },
      ],
      schema: {
        tags: ['users'],
        summary: 'Upload own avatar (multipart field `avatar`: PNG, JPEG, WebP or GIF under 1 MB)',
        security: secured,
        consumes: ['multipart/form-data'],
        response: {
          200: avatarResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          413: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = currentMember(request);
      const image = await processAvatar(await readAvatarUpload(request));
      const updated = await app.revokingAuth({ userIds: [user.id] }, () => avatars.replace(user.id, image));
      const self = await selfUserAnswer(snippets, updated);
      return { user: self, avatar: self.avatar, message: PROFILE.imageUpdated };
    },
  );
};

export default avatarRoutes;
