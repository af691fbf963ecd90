import { count, desc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contactMessages, type ContactMessageRow } from '../../db/schema/index.js';

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  userId: string | null;
}

/** Messages sent through the contact form. Every method takes an optional transaction. */
export function contactRepository(db: Database) {
  return {
    insert: async (values: NewContactMessage, tx: Database = db): Promise<ContactMessageRow> => {
      const [row] = await tx.insert(contactMessages).values(values).returning();
      if (!row) throw new Error('insert into contact_messages returned no row');
      return row;
    },

    /** Newest first (contact_messages_created_idx). */
    page: async (page: number, limit: number, tx: Database = db): Promise<ContactMessageRow[]> =>
      tx
        .select()
        .from(contactMessages)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(limit)
        .offset((page - 1) * limit),

    count: async (tx: Database = db): Promise<number> =>
      (await tx.select({ total: count() }).from(contactMessages))[0]?.total ?? 0,
  };
}

export type ContactRepository = ReturnType<typeof contactRepository>;
