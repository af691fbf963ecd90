import type { z } from 'zod';
import type { contactMessageSchema } from '@cloud-snippets/contract';
import type { ContactMessageRow } from '../db/schema/index.js';

/** One message as admins read it. */
export function presentContactMessage(row: ContactMessageRow): z.infer<typeof contactMessageSchema> {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    userId: row.userId,
    createdAt: row.createdAt.toISOString(),
  };
}
