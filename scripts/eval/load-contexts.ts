/**
 * Loads the eval's business contexts (./contexts.ts) into the eval's throwaway database
 * through the services the API calls (sign-up, organization, business context, approved
 * extraction, clients, competitors, campaigns, daily metrics, document upload), so each
 * organization is what a user who filled in the product would have.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createCampaignSchema, dailyMetricInputSchema } from '@/shared/campaigns';
import { createClientSchema } from '@/shared/clients';
import { createCompetitorSchema } from '@/shared/competitive-intelligence';
import { OWNER_ROLE_BY_TYPE } from '@/shared/constants';
import { businessContextSchema } from '@/shared/schemas';
import type { AppContext } from '../../src/server/context';
import { users } from '../../src/server/db/schema';
import { saveBusinessContext } from '../../src/server/modules/business-context/save-business-context';
import { createCampaign } from '../../src/server/modules/campaigns/create-campaign';
import { ingestDailyMetrics } from '../../src/server/modules/campaigns/save-daily-metrics';
import { createClient } from '../../src/server/modules/clients/clients';
import { createCompetitor } from '../../src/server/modules/competitive-intelligence/create-competitor';
import {
  approveHistoryRecord,
  createHistoryRecord,
} from '../../src/server/modules/context-extraction/history';
import { localStorage } from '../../src/server/modules/documents/storage';
import { uploadDocument } from '../../src/server/modules/documents/upload-document';
import { createOrganizationForOwner } from '../../src/server/modules/organizations/create-organization';
import { updateOrganization } from '../../src/server/modules/workspace/update-organization';
import type { EvalCampaign, EvalContext } from './contexts';

export type LoadedContext = {
  spec: EvalContext;
  orgId: string;
  userId: string;
  clientId: string | null;
  campaigns: { id: string; spec: EvalCampaign }[];
  documentIds: string[];
};

const DAY_MS = 86_400_000;
const EVERYDAY_DOCUMENTS = [
  'Brand guidelines',
  'Price list',
  'Team contacts',
  'Meeting notes',
  'Supplier terms',
];
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const today = () => Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);

/** The campaign's dates: offsets from today, or around its planted date (see EvalCampaign). */
export function campaignDates(c: EvalCampaign): { start: string; end: string } {
  if (c.plantedDate && !c.performance) {
    const planted = Date.parse(`${c.plantedDate.iso}T00:00:00Z`);
    return { start: isoDay(planted - 28 * DAY_MS), end: isoDay(planted + 42 * DAY_MS) };
  }
  return {
    start: isoDay(today() + c.startOffset * DAY_MS),
    end: isoDay(today() + c.endOffset * DAY_MS),
  };
}

export async function loadEvalContext(
  app: Pick<AppContext, 'db' | 'auth' | 'config'>,
  spec: EvalContext,
): Promise<LoadedContext> {
  const email = `eval-${spec.key}@stratagent.test`;
  const { user } = await app.auth.api.signUpEmail({
    body: { email, password: `Eval-${crypto.randomBytes(5).toString('hex')}-Go1`, name: 'Eval' },
  });
  await app.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  const organization = await app.db.transaction((tx) =>
    createOrganizationForOwner(tx, {
      userId: user.id,
      email,
      name: spec.organization,
      type: spec.type,
      markInviteUsed: false,
    }),
  );
  const scope = { orgId: organization.id, userId: user.id };
  await updateOrganization(app, scope, { currency: spec.currency });
  await saveBusinessContext(app.db, {
    ...scope,
    input: businessContextSchema.parse(spec.business),
  });
  const record = await createHistoryRecord(app.db, scope, {
    sessionId: null,
    agentType: 'strategy',
    confidence: 0.9,
    context: spec.details,
  });
  await approveHistoryRecord(app.db, scope, record.id);

  const roles = [{ role_name: OWNER_ROLE_BY_TYPE[spec.type], client_id: null }];
  const clientId = spec.client
    ? (
        await createClient(
          app.db,
          { ...scope, roles },
          createClientSchema.parse({ ...spec.client, status: 'active' }),
        )
      ).id
    : null;
  const campaigns: LoadedContext['campaigns'] = [];
  for (const c of spec.campaigns) {
    const dates = campaignDates(c);
    const campaign = await createCampaign(app.db, {
      caller: scope,
      input: createCampaignSchema.parse({
        name: c.name,
        description: c.description,
        budget_cents: c.budgetDollars * 100,
        start_date: dates.start,
        end_date: dates.end,
        marketing_channels: c.channels,
        target_audience: c.targetAudience,
        goals: c.goals,
        success_metrics: c.successMetrics,
        status: c.performance ? 'active' : 'draft',
        client_id: clientId,
      }),
    });
    if (c.performance) {
      await ingestDailyMetrics(app.db, {
        caller: scope,
        campaignId: campaign.id,
        rows: dailyRows(c, dates.start),
        mode: 'replace',
      });
    }
    campaigns.push({ id: campaign.id, spec: c });
  }

  // Competitive intelligence unlocks past five documents: the organization has the given
  // documents and a few everyday ones (never given to a run) before its competitors.
  const storage = localStorage(path.join(app.config.dataDir, 'uploads'));
  const upload = (filename: string, text: string, title: string) =>
    uploadDocument(app.db, storage, scope, {
      filename,
      bytes: new TextEncoder().encode(text),
      title,
    });
  const documentIds: string[] = [];
  for (const d of spec.documents) documentIds.push((await upload(d.filename, d.text, d.title)).id);
  for (const [i, title] of EVERYDAY_DOCUMENTS.entries())
    await upload(`everyday-${i + 1}.txt`, `${title} of ${spec.business.companyName}.`, title);
  for (const c of spec.competitors) {
    await createCompetitor(app.db, {
      caller: scope,
      input: createCompetitorSchema.parse({ ...c, client_id: null }),
    });
  }

  return { spec, orgId: organization.id, userId: user.id, clientId, campaigns, documentIds };
}

/** Daily figures up to yesterday: a weekly rhythm and a fixed wobble, the same every run. */
function dailyRows(c: EvalCampaign, start: string) {
  const perf = c.performance!;
  const rows = [];
  const last = today() - DAY_MS;
  for (let time = Date.parse(`${start}T00:00:00Z`), n = 0; time <= last; time += DAY_MS, n++) {
    // Counted from the campaign's start, not the calendar: the same figures on every day the
    // eval runs, so the findings' counts do not move with the weekday.
    const rhythm = n % 7 >= 5 ? 0.8 : 1.05;
    const wobble = 0.85 + (0.3 * ((n * 37) % 11)) / 10;
    const impressions = Math.round(perf.impressions * rhythm * wobble);
    const clicks = Math.round(impressions * perf.ctr);
    const conversions = Math.round(clicks * perf.cvr * (n % 7 === 3 ? 0.7 : 1));
    rows.push(
      dailyMetricInputSchema.parse({
        date: isoDay(time),
        impressions,
        clicks,
        conversions,
        spend_cents: Math.round(clicks * perf.cpc * 100),
        revenue_cents: Math.round(conversions * perf.aov * 100),
      }),
    );
  }
  return rows;
}
