/**
 * An agency's clients (seed 000 §3, §7.3, §7.4): list, create, read, update, archive and
 * restore, each in the caller's tenant transaction and held to the caller's client scope.
 */
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type {
  Client,
  createClientSchema,
  listClientsQuerySchema,
  updateClientSchema,
} from '@/shared/clients';
import type { ListMeta } from '@/shared/pagination';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema';
import {
  cursorId,
  cursorTimestamp,
  decodeCursor,
  encodeCursor,
  pageOf,
  totalOf,
} from '../../lib/cursor';
import {
  countClients,
  findClient,
  inClientTx,
  clientNotFound,
  logClientActivity,
  readableClientIds,
  selectClients,
  type ClientCaller,
} from './queries';
import { isUuid } from '../../lib/uuid';

type CreateInput = z.output<typeof createClientSchema>;
type UpdateInput = z.output<typeof updateClientSchema>;
type ListQuery = z.output<typeof listClientsQuerySchema>;

const LIST = 'clients';
// Newest first, the id breaking ties.
const cursorKey = z.tuple([cursorTimestamp, cursorId]);

/**
 * One page of the agency's clients (newest first), after the cursor's client when there is
 * one; how many match in all on a page asked for without a cursor.
 */
export function listClients(
  db: Db,
  caller: ClientCaller,
  query: ListQuery,
): Promise<{ data: Client[]; meta: ListMeta }> {
  const filters = {
    includeArchived: query.include_archived === 'true',
    status: query.status,
    limit: query.limit,
    offset: query.offset,
    ids: readableClientIds(caller),
    after: query.cursor ? decodeCursor(LIST, query.cursor, cursorKey) : null,
  };
  return inClientTx(db, caller, async (tx) => {
    const rows = await selectClients(tx, caller.orgId, { ...filters, limit: filters.limit + 1 });
    const page = pageOf(rows, filters.limit, (row) =>
      encodeCursor(LIST, [row.cursor_created_at, row.id]),
    );
    const total = await totalOf({
      afterCursor: filters.after !== null,
      offset: filters.offset,
      page,
      count: (limit) => countClients(tx, caller.orgId, filters, limit),
    });
    return {
      data: page.data.map(({ cursor_created_at: _cursor, ...client }) => client),
      meta: { limit: query.limit, offset: query.offset, total, next_cursor: page.nextCursor },
    };
  });
}

export function getClient(
  db: Db,
  caller: ClientCaller,
  clientId: string,
  opts: { includeArchived: boolean },
): Promise<Client> {
  return inClientTx(db, caller, (tx) => findClient(tx, caller, clientId, opts));
}

/** An empty text is no value: stored as null. */
const text = (value: string | null | undefined) => (value ? value : null);

export function createClient(db: Db, caller: ClientCaller, input: CreateInput): Promise<Client> {
  return inClientTx(db, caller, async (tx) => {
    const [row] = await tx
      .insert(clients)
      .values({
        orgId: caller.orgId,
        name: input.name,
        status: input.status,
        industry: text(input.industry),
        contactName: text(input.contact_name),
        contactEmail: text(input.contact_email),
        website: text(input.website),
        notes: text(input.notes),
        clientInfo: input.description?.trim() ? { description: input.description.trim() } : {},
        monthlyRetainerCents: input.monthly_retainer_cents ?? null,
        brandKit: input.brand_kit ?? {},
      })
      .returning({ id: clients.id });
    await logClientActivity(tx, caller, row!.id, 'client.created');
    return findClient(tx, caller, row!.id, { includeArchived: true });
  });
}

/** PRODUCT.md §4: an absent field is unchanged, null clears it; the name cannot be cleared. */
export function updateClient(
  db: Db,
  caller: ClientCaller,
  clientId: string,
  changes: UpdateInput,
): Promise<Client> {
  return inClientTx(db, caller, async (tx) => {
    await findClient(tx, caller, clientId, { includeArchived: true });
    const set: PgUpdateSetSource<typeof clients> = {};
    if (changes.name !== undefined) set.name = changes.name;
    if (changes.status !== undefined) set.status = changes.status;
    if (changes.industry !== undefined) set.industry = text(changes.industry);
    if (changes.contact_name !== undefined) set.contactName = text(changes.contact_name);
    if (changes.contact_email !== undefined) set.contactEmail = text(changes.contact_email);
    if (changes.website !== undefined) set.website = text(changes.website);
    if (changes.notes !== undefined) set.notes = text(changes.notes);
    if (changes.description !== undefined) {
      const description = text(changes.description);
      set.clientInfo = description
        ? sql`${clients.clientInfo} || jsonb_build_object('description', ${description}::text)`
        : sql`${clients.clientInfo} - 'description'`;
    }
    if (changes.monthly_retainer_cents !== undefined)
      set.monthlyRetainerCents = changes.monthly_retainer_cents;
    if (changes.brand_kit !== undefined) set.brandKit = changes.brand_kit ?? {};
    if (Object.keys(set).length > 0) {
      await tx
        .update(clients)
        .set({ ...set, updatedAt: new Date() })
        .where(and(eq(clients.id, clientId), eq(clients.orgId, caller.orgId)));
      await logClientActivity(tx, caller, clientId, 'client.updated');
    }
    return findClient(tx, caller, clientId, { includeArchived: true });
  });
}

/**
 * Archiving hides a client from the lists, the agency's totals and the client selector; its
 * campaigns, outputs, documents and metrics stay as they are. Idempotent.
 */
export const archiveClient = (db: Db, caller: ClientCaller, clientId: string) =>
  setArchived(db, caller, clientId, true);

/** Brings an archived client back into the lists. Idempotent. */
export const restoreClient = (db: Db, caller: ClientCaller, clientId: string) =>
  setArchived(db, caller, clientId, false);

function setArchived(
  db: Db,
  caller: ClientCaller,
  clientId: string,
  archive: boolean,
): Promise<Client> {
  if (!isUuid(clientId)) return Promise.reject(clientNotFound());
  return inClientTx(db, caller, async (tx) => {
    await findClient(tx, caller, clientId, { includeArchived: true });
    const changed = await tx
      .update(clients)
      .set({ archivedAt: archive ? new Date() : null, updatedAt: new Date() })
      .where(
        and(
          eq(clients.id, clientId),
          eq(clients.orgId, caller.orgId),
          archive ? isNull(clients.archivedAt) : isNotNull(clients.archivedAt),
        ),
      )
      .returning({ id: clients.id });
    if (changed[0]) {
      await logClientActivity(
        tx,
        caller,
        clientId,
        archive ? 'client.archived' : 'client.restored',
      );
    }
    return findClient(tx, caller, clientId, { includeArchived: true });
  });
}
