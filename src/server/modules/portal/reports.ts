/**
 * White-label PDF reports per client and period: generated on the server when asked, kept
 * in the database, listed for the agency and in the client's portal, downloaded by members
 * who reach the client, and shareable by an expiring link whose token is stored hashed.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { clientBrandKitSchema } from '@/shared/clients';
import { formatDateRange } from '@/shared/format';
import type {
  ClientReport,
  CreateReportInput,
  ReportShare,
  ShareReportInput,
} from '@/shared/portal';
import { PORTAL_MESSAGES } from '@/shared/portal';
import { queryRows, type Db, type Tx } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../lib/errors';
import { loadPerformance } from '../performance/load-performance';
import {
  findReachableClient,
  iso,
  isoDay,
  portalClientOf,
  reachesClient,
  type PortalCaller,
} from './access';
import { approvedOutputs } from './approvals';
import type { ReportLogo } from './report-pdf';
import type { DocumentStorage } from '../documents/storage';

type Row = {
  id: string;
  client_id: string;
  title: string;
  period_from: Date | string;
  period_to: Date | string;
  byte_size: number;
  share_expires_at: Date | string | null;
  created_by_name: string | null;
  created_at: Date | string;
};

const select = sql`select r.id, r.client_id, r.title, r.period_from::text as period_from,
    r.period_to::text as period_to, r.byte_size, r.share_expires_at, u.name as created_by_name, r.created_at
  from client_reports r left join users u on u.id = r.created_by`;

function present(row: Row): ClientReport {
  const shared = row.share_expires_at ? new Date(row.share_expires_at) : null;
  return {
    id: row.id,
    client_id: row.client_id,
    title: row.title,
    period_from: isoDay(row.period_from),
    period_to: isoDay(row.period_to),
    byte_size: Number(row.byte_size),
    shared_until: shared && shared.getTime() > Date.now() ? shared.toISOString() : null,
    created_by_name: row.created_by_name,
    created_at: iso(row.created_at)!,
  };
}

const listFor = (tx: Tx, clientId: string) =>
  queryRows<Row>(
    tx,
    sql`${select} where r.client_id = ${clientId}::uuid order by r.created_at desc, r.id limit 100`,
  ).then((rows) => rows.map(present));

/**
 * The agency as its reports show it: the white-label company name and logo when the agency
 * set them (0022 white_label_settings), otherwise the organization's name.
 */
async function agencyBrand(
  tx: Tx,
  orgId: string,
  storage: DocumentStorage,
): Promise<{ name: string; logo: ReportLogo | null }> {
  const [row] = await queryRows<{
    name: string;
    company_name: string | null;
    logo_key: string | null;
    logo_type: string | null;
  }>(
    tx,
    sql`select o.name, w.company_name, w.logo_key, w.logo_type
        from organizations o left join white_label_settings w on w.org_id = o.id
        where o.id = ${orgId}::uuid`,
  );
  const name = row?.company_name?.trim() || row?.name || 'Your agency';
  const type = row?.logo_type;
  if (!row?.logo_key || (type !== 'image/png' && type !== 'image/jpeg'))
    return { name, logo: null };
  const bytes = await storage.get(row.logo_key).catch(() => null);
  return { name, logo: bytes ? { type, bytes: new Uint8Array(bytes) } : null };
}

export async function createReport(
  db: Db,
  storage: DocumentStorage,
  caller: PortalCaller,
  clientId: string,
  input: CreateReportInput,
): Promise<ClientReport> {
  return withTenant(db, caller, async (tx) => {
    const client = await findReachableClient(tx, caller, clientId);
    const performance = await loadPerformance(tx, caller.orgId, {
      clientId,
      from: input.from,
      to: input.to,
    });
    const brand = clientBrandKitSchema.safeParse(client.brand_kit ?? {});
    const agency = await agencyBrand(tx, caller.orgId, storage);
    const title =
      input.title?.trim() || `Performance report ${formatDateRange(input.from, input.to)}`;
    // pdf-lib takes a fifth of a second to load: only a report pays for it, not every start.
    const { renderReportPdf } = await import('./report-pdf');
    const bytes = await renderReportPdf({
      title,
      clientName: client.name,
      brandColor: brand.success ? brand.data.primary_color : undefined,
      agencyName: agency.name,
      agencyLogo: agency.logo,
      from: input.from,
      to: input.to,
      totals: performance.totals,
      daily: performance.daily,
      campaigns: performance.campaigns
        .filter((c) => !c.archived)
        .map((c) => ({ name: c.name, status: c.status, totals: c.totals })),
      approvedOutputs: await approvedOutputs(tx, clientId),
      generatedAt: new Date(),
      ...(performance.currency && { currency: performance.currency }),
    });
    const base64 = Buffer.from(bytes).toString('base64');
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into client_reports (org_id, client_id, title, period_from, period_to, pdf, byte_size, created_by)
          values (${caller.orgId}::uuid, ${clientId}::uuid, ${title}, ${input.from}::date, ${input.to}::date,
            decode(${base64}, 'base64'), ${bytes.length}, ${caller.userId})
          returning id`,
    );
    const [created] = await queryRows<Row>(tx, sql`${select} where r.id = ${row!.id}::uuid`);
    return present(created!);
  });
}

export function listClientReports(db: Db, caller: PortalCaller, clientId: string) {
  return withTenant(db, caller, async (tx) => {
    await findReachableClient(tx, caller, clientId);
    return listFor(tx, clientId);
  });
}

export function listPortalReports(db: Db, caller: PortalCaller, requestedClientId?: string) {
  const clientId = portalClientOf(caller, requestedClientId);
  return withTenant(db, caller, (tx) => listFor(tx, clientId));
}

export type ReportFile = { filename: string; bytes: Buffer };

const filenameOf = (clientName: string, from: string, to: string) => {
  const slug = clientName
    .split(/[^A-Z0-9]+/i)
    .filter(Boolean)
    .join('-')
    .slice(0, 60);
  return `${slug || 'client'}-report-${from}-${to}.pdf`;
};

type FileRow = {
  client_id: string;
  client_name: string;
  period_from: string;
  period_to: string;
  pdf: string;
};
const fileSelect = sql`select r.client_id, c.name as client_name, r.period_from::text as period_from,
    r.period_to::text as period_to, encode(r.pdf, 'base64') as pdf
  from client_reports r join clients c on c.id = r.client_id`;
const toFile = (row: FileRow): ReportFile => ({
  filename: filenameOf(row.client_name, isoDay(row.period_from), isoDay(row.period_to)),
  bytes: Buffer.from(row.pdf, 'base64'),
});

/** The PDF, for members and portal users who reach the report's client. */
export function getReportPdf(db: Db, caller: PortalCaller, reportId: string): Promise<ReportFile> {
  return withTenant(db, caller, async (tx) => {
    const [row] = await queryRows<FileRow>(tx, sql`${fileSelect} where r.id = ${reportId}::uuid`);
    if (!row || !reachesClient(caller, row.client_id))
      throw new AppError('not_found', PORTAL_MESSAGES.reportNotFound);
    return toFile(row);
  });
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A new expiring link to the report (an earlier link stops working). */
export function shareReport(
  db: Db,
  caller: PortalCaller,
  reportId: string,
  input: ShareReportInput,
  appUrl: string,
): Promise<ReportShare> {
  return withTenant(db, caller, async (tx) => {
    const [row] = await queryRows<{ client_id: string }>(
      tx,
      sql`select client_id from client_reports where id = ${reportId}::uuid`,
    );
    if (!row || !reachesClient(caller, row.client_id))
      throw new AppError('not_found', PORTAL_MESSAGES.reportNotFound);
    const token = crypto.randomBytes(32).toString('base64url');
    const days = input.expires_in_days ?? 7;
    const expires = new Date(Date.now() + days * 86_400_000);
    await tx.execute(
      sql`update client_reports set share_token_hash = ${hashToken(token)},
            share_expires_at = ${expires.toISOString()}::timestamptz
          where id = ${reportId}::uuid`,
    );
    return { url: `${appUrl}/api/v1/shared-reports/${token}`, expires_at: expires.toISOString() };
  });
}

/**
 * The public link: found by the token's hash, outside any tenant (the caller is anonymous),
 * and only until it expires. Anything else answers 404.
 */
export async function getSharedReport(db: Db, token: string): Promise<ReportFile> {
  if (!/^[\w-]{20,100}$/.test(token))
    throw new AppError('not_found', PORTAL_MESSAGES.reportNotFound);
  const [row] = await queryRows<FileRow>(
    db,
    sql`${fileSelect} where r.share_token_hash = ${hashToken(token)}
          and r.share_expires_at > now() and c.org_id = r.org_id`,
  );
  if (!row) throw new AppError('not_found', PORTAL_MESSAGES.reportNotFound);
  return toFile(row);
}
