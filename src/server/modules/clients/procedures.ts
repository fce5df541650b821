/**
 * The four client procedures of seed 000 §7.3 over `/api/v1/rpc/{name}`, with the seed's
 * parameter names. The rpc route refuses a p_org_id other than the caller's (403) and runs
 * each in the caller's tenant transaction, where Row-Level Security holds it to the
 * organization and the caller's client scope.
 */
import { z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import {
  CLIENT_STATUSES,
  CLIENTS_PAGE_SIZE,
  CLIENTS_PAGE_SIZE_MAX,
  isCalendarDay,
} from '@/shared/clients';
import { registerProcedure } from '../rpc/routes';
import { clientColumns, dashboardColumns } from './queries';

const day = z
  .string()
  .refine(isCalendarDay, { error: 'Use a real date like 2026-01-31' })
  .nullable()
  .optional();

const listParams = z.object({
  p_org_id: z.uuid(),
  p_include_archived: z.boolean().nullable().optional(),
  p_status: z.enum(CLIENT_STATUSES).nullable().optional(),
  p_limit: z.number().int().min(1).max(CLIENTS_PAGE_SIZE_MAX).nullable().optional(),
  p_offset: z.number().int().min(0).max(1_000_000).nullable().optional(),
});
const clientParams = z.object({ p_client_id: z.uuid(), p_org_id: z.uuid() });
const performanceParams = clientParams.extend({ p_from: day, p_to: day });
const analyticsParams = z.object({ p_org_id: z.uuid(), p_from: day, p_to: day });

registerProcedure('get_clients_list', {
  params: listParams,
  call: (params) => {
    const p = params as z.output<typeof listParams>;
    return sql`select ${clientColumns} from get_clients_list(${p.p_org_id}::uuid,
      ${p.p_include_archived ?? false}::boolean, ${p.p_status ?? null}::text,
      ${p.p_limit ?? CLIENTS_PAGE_SIZE}::int, ${p.p_offset ?? 0}::int)`;
  },
});

registerProcedure('get_client_dashboard', {
  params: clientParams,
  call: (params) => {
    const p = params as z.output<typeof clientParams>;
    return sql`select ${dashboardColumns} from get_client_dashboard(${p.p_client_id}::uuid, ${p.p_org_id}::uuid)`;
  },
});

registerProcedure('get_client_performance', {
  params: performanceParams,
  call: (params) => {
    const p = params as z.output<typeof performanceParams>;
    return sql`select client_id, "from", "to", totals, daily, campaigns
      from get_client_performance(${p.p_client_id}::uuid, ${p.p_org_id}::uuid,
        ${p.p_from ?? null}::date, ${p.p_to ?? null}::date)`;
  },
});

registerProcedure('get_cross_client_analytics', {
  params: analyticsParams,
  call: (params) => {
    const p = params as z.output<typeof analyticsParams>;
    return sql`select "from", "to", totals, clients
      from get_cross_client_analytics(${p.p_org_id}::uuid, ${p.p_from ?? null}::date, ${p.p_to ?? null}::date)`;
  },
});
