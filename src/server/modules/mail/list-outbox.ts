import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';

export type OutboxEntry = {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  transport: string;
  error: string | null;
  createdAt: string;
};

export async function listOutbox(db: Db, opts: { to?: string; limit?: number } = {}) {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(opts.to ? eq(emailOutbox.toEmail, opts.to.trim().toLowerCase()) : undefined)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(opts.limit ?? 50);
  return rows.map((r): OutboxEntry => ({
    id: r.id,
    to: r.toEmail,
    subject: r.subject,
    text: r.textBody,
    links: r.links,
    transport: r.transport,
    error: r.error,
    createdAt: r.createdAt.toISOString(),
  }));
}
