import { z } from './zod.js';
import { CONTACT_LIMITS } from '../constants.js';
import { CONTACT } from '../messages.js';
import { VALIDATION } from '../messages.js';
import { emailField } from './fields.js';

const requiredText = (required: string, label: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: VALIDATION.fieldTooLong(label, max) });

/** POST /api/contact: stored for admins; bot-checked (action 'contact') when bot protection is on. */
export const contactInputSchema = z.object({
  name: requiredText(CONTACT.nameRequired, 'Name', CONTACT_LIMITS.nameMax),
  email: emailField,
  subject: requiredText(CONTACT.subjectRequired, 'Subject', CONTACT_LIMITS.subjectMax),
  message: z
    .string({ error: CONTACT.messageTooShort })
    .trim()
    .min(CONTACT_LIMITS.messageMin, { error: CONTACT.messageTooShort, abort: true })
    .max(CONTACT_LIMITS.messageMax, { error: CONTACT.messageTooLong }),
  recaptchaToken: z.string().max(4000).optional(),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

/** GET /api/contact (admins): newest first. */
export const contactMessagesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ContactMessagesQuery = z.infer<typeof contactMessagesQuerySchema>;

/** One stored message, as admins read it (GET /api/contact). */
export const contactMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  userId: z.string().nullable(),
  createdAt: z.string(),
});

export const contactMessagesResponseSchema = z.object({
  messages: z.array(contactMessageSchema),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
