/**
 * Who reaches which client here: a portal user their own clients (the client ids of their
 * client roles), an agency member the clients of their client scope. Anything else answers
 * 404, as if it did not exist; Row-Level Security enforces the same scope underneath.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  inClientScope,
  portalClientIds,
  WRITER_ROLES,
  type RoleAssignment,
} from '@/shared/permissions';
import { PORTAL_MESSAGES } from '@/shared/portal';
import { queryRows, type Tx } from '../../db/client';
import { AppError } from '../../lib/errors';

export type PortalCaller = {
  orgId: string;
  userId: string;
  name: string;
  roles: RoleAssignment[];
};

/** The client a portal user works with: the one asked for (if theirs) or their first. */
export function portalClientOf(caller: PortalCaller, requested?: string): string {
  const ids = portalClientIds(caller.roles);
  if (ids.length === 0) throw new AppError('forbidden', PORTAL_MESSAGES.guestsOnly);
  if (requested === undefined) return ids[0]!;
  if (!ids.includes(requested)) throw new AppError('not_found', PORTAL_MESSAGES.clientNotFound);
  return requested;
}

/** Whether the caller sees this client: through the portal or through their client scope. */
export function reachesClient(caller: PortalCaller, clientId: string): boolean {
  const portal = portalClientIds(caller.roles);
  if (portal.length > 0) return portal.includes(clientId);
  return inClientScope(caller.roles, clientId);
}

export const isWriter = (roles: RoleAssignment[]) =>
  roles.some((r) => (WRITER_ROLES as readonly string[]).includes(r.role_name.toLowerCase()));

export type ClientRow = { id: string; name: string; brand_kit: Record<string, unknown> };

/** The client (of the caller's organization, within their reach), or 404. */
export async function findReachableClient(
  tx: Tx,
  caller: PortalCaller,
  clientId: string,
): Promise<ClientRow> {
  if (!reachesClient(caller, clientId))
    throw new AppError('not_found', PORTAL_MESSAGES.clientNotFound);
  const [row] = await queryRows<ClientRow>(
    tx,
    sql`select id, name, brand_kit from clients where id = ${clientId}::uuid`,
  );
  if (!row) throw new AppError('not_found', PORTAL_MESSAGES.clientNotFound);
  return row;
}

/** Keys sorted at every level, so equal content always serialises the same way. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** What the client approves: the output's title, summary and content. */
export function outputContentHash(output: {
  title: string;
  summary: string | null;
  content: unknown;
}): string {
  return crypto
    .createHash('sha256')
    .update(
      canonicalJson({ title: output.title, summary: output.summary, content: output.content }),
    )
    .digest('hex');
}

export const iso = (v: Date | string | null): string | null =>
  v === null ? null : new Date(v).toISOString();
export const isoDay = (v: Date | string): string =>
  typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10);
