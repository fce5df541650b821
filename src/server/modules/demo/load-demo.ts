/**
 * `npx stratagent demo`: (re)creates a demo SME and a demo agency with an owner each, a
 * business context, campaigns in several states with months of daily metrics, saved
 * outputs, documents, activity and progress. Running it again replaces them: it deletes
 * the organizations marked is_demo and nothing else, so a real organization that happens
 * to use the demo's name or e-mail survives (the demo owner then gets another address).
 */
import crypto from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { dollarsToCents } from '@/shared/format';
import type { AppContext } from '../../context';
import { queryRows, type Tx } from '../../db/client';
import {
  activityLog,
  agentOutputs,
  agentSessions,
  aiInteractions,
  businessContexts,
  campaignDailyMetrics,
  campaigns,
  documents,
  organizations,
  users,
} from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { createOrganizationForOwner } from '../organizations/create-organization';
import { checkProgress } from '../progress/check-progress';
import { joinOrganization } from '../team/join-organization';
import { loadPortalDemo } from './portal-demo';
import { DEMO_AGENCY, DEMO_SME, type DemoCampaign } from './demo-content';
import { groundContext } from '../../agents/engine/load-context';
import { toolForOutputType } from '../../agents/registry';
import { AGENT_DEMO_SEEDS } from './agents';
import { demoDocuments, demoOutputs } from './demo-outputs';
import { offlineOutput } from '../../agents/engine/complete-output';

type Spec = typeof DEMO_SME | typeof DEMO_AGENCY;
export type DemoAccount = {
  organization: string;
  type: 'SME' | 'AGENCY';
  email: string;
  password: string;
  /** The role when it is not the owner's, and the client a scoped member works for. */
  role?: string;
  client?: string;
};

export async function loadDemo(
  ctx: Pick<AppContext, 'db' | 'auth' | 'config'>,
): Promise<{ accounts: DemoAccount[]; signInUrl: string }> {
  await removeDemoOrganizations(ctx);
  const accounts = [
    ...(await loadOrganization(ctx, DEMO_SME, 'SME')),
    ...(await loadOrganization(ctx, DEMO_AGENCY, 'AGENCY')),
  ];
  return { accounts, signInUrl: `${ctx.config.appUrl}/login` };
}

async function loadOrganization(
  ctx: Pick<AppContext, 'db' | 'auth' | 'config'>,
  spec: Spec,
  type: 'SME' | 'AGENCY',
): Promise<DemoAccount[]> {
  const { user, email, password } = await demoUser(ctx, spec.email, spec.name);
  const organization = await ctx.db.transaction(async (tx) => {
    const created = await createOrganizationForOwner(tx, {
      userId: user.id,
      email,
      name: spec.organization,
      type,
      markInviteUsed: false,
    });
    await tx.update(organizations).set({ isDemo: true }).where(eq(organizations.id, created.id));
    return created;
  });
  const scope = { orgId: organization.id, userId: user.id };
  let clientIds = new Map<string, string>();
  await withTenant(ctx.db, scope, async (tx) => {
    await tx
      .update(organizations)
      .set({ onboardingCompletedAt: new Date() })
      .where(eq(organizations.id, organization.id));
    await tx
      .insert(businessContexts)
      .values({ orgId: organization.id, ...spec.context, updatedBy: user.id });
    if ('clients' in spec) clientIds = await insertClients(tx, organization.id, spec.clients);
    const campaignIds = await insertCampaigns(tx, scope, spec.campaigns, clientIds);
    await insertIntelligence(tx, scope, spec, campaignIds);
    for (const seed of AGENT_DEMO_SEEDS)
      await seed(tx, { ...scope, organizationType: type, campaignIds });
  });
  await checkProgress(ctx.db, scope);
  const accounts: DemoAccount[] = [{ organization: spec.organization, type, email, password }];
  const members = new Map<string, { userId: string; name: string; clientId?: string }>();
  for (const member of 'members' in spec ? spec.members : []) {
    const account = await demoUser(ctx, member.email, member.name);
    const clientId = clientIds.get(member.client);
    members.set(member.role, { userId: account.user.id, name: member.name, clientId });
    await ctx.db.transaction((tx) =>
      joinOrganization(tx, {
        userId: account.user.id,
        orgId: organization.id,
        roleName: member.role,
        clientIds: clientId ? [clientId] : [],
      }),
    );
    accounts.push({
      organization: spec.organization,
      type,
      email: account.email,
      password: account.password,
      role: member.role,
      client: member.client,
    });
  }
  const portalUser = members.get('client_viewer');
  if (portalUser?.clientId) {
    await loadPortalDemo(ctx, {
      orgId: organization.id,
      clientId: portalUser.clientId,
      owner: { userId: user.id, name: spec.name },
      clientUser: portalUser,
    });
  }
  return accounts;
}

/** A demo account with a fresh password, its e-mail already confirmed. */
async function demoUser(ctx: Pick<AppContext, 'db' | 'auth'>, wanted: string, name: string) {
  const email = await freeDemoEmail(ctx, wanted);
  // Upper case, lower case and digits, as the password rules ask.
  const password = `Demo-${crypto.randomBytes(5).toString('hex')}-Go1`;
  const { user } = await ctx.auth.api.signUpEmail({ body: { email, password, name } });
  await ctx.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  return { user, email, password };
}

/**
 * Deletes the demo organizations and their members' accounts; a member's account goes with
 * the organization it belongs to, so a user of a real organization is never touched.
 */
async function removeDemoOrganizations(ctx: Pick<AppContext, 'db'>) {
  await ctx.db.transaction(async (tx) => {
    const demo = tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.isDemo, true));
    await tx.delete(users).where(inArray(users.orgId, demo));
    await tx.delete(organizations).where(eq(organizations.isDemo, true));
  });
}

/** The demo's address, or a tagged variant of it when a real account already holds it. */
async function freeDemoEmail(ctx: Pick<AppContext, 'db'>, email: string) {
  const taken = async (candidate: string) =>
    (await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, candidate))).length >
    0;
  if (!(await taken(email))) return email;
  const [local, domain] = email.split('@');
  for (;;) {
    const candidate = `${local}+${crypto.randomBytes(3).toString('hex')}@${domain}`;
    if (!(await taken(candidate))) return candidate;
  }
}

async function insertClients(tx: Tx, orgId: string, specs: (typeof DEMO_AGENCY)['clients']) {
  const ids = new Map<string, string>();
  for (const c of specs) {
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`insert into clients (org_id, name, industry, status, monthly_retainer_cents, client_info,
            brand_kit, contact_name, contact_email, website, notes)
          values (${orgId}, ${c.name}, ${c.industry}, ${c.status}, ${dollarsToCents(c.retainer_dollars)},
            ${JSON.stringify({ name: c.name, description: c.description })}::jsonb, ${JSON.stringify(c.brand_kit)}::jsonb,
            ${c.contact_name}, ${c.contact_email}, ${c.website}, ${c.notes})
          returning id`,
    );
    ids.set(c.name, row!.id);
  }
  return ids;
}

const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

async function insertCampaigns(
  tx: Tx,
  scope: { orgId: string; userId: string },
  specs: readonly DemoCampaign[],
  clientIds: Map<string, string>,
) {
  const ids = new Map<string, string>();
  for (const [index, c] of specs.entries()) {
    const [row] = await tx
      .insert(campaigns)
      .values({
        orgId: scope.orgId,
        clientId: c.client ? (clientIds.get(c.client) ?? null) : null,
        name: c.name,
        description: c.description,
        campaignType: c.campaign_type,
        status: c.status,
        priorityLevel: c.priority_level,
        budgetCents: c.budget_dollars === null ? null : dollarsToCents(c.budget_dollars),
        startDate: day(c.start_offset),
        endDate: day(c.end_offset),
        marketingChannels: c.marketing_channels,
        targetAudience: c.target_audience,
        goals: c.goals,
        successMetrics: c.success_metrics,
        objectives: c.objectives,
        contentPillars: c.content_pillars,
        targetPersonas: c.target_personas,
        tags: c.tags,
        createdBy: scope.userId,
        createdAt: new Date(Date.now() - (specs.length - index) * 86_400_000),
      })
      .returning({ id: campaigns.id });
    const id = row!.id;
    ids.set(c.name, id);
    await tx.insert(activityLog).values({
      orgId: scope.orgId,
      userId: scope.userId,
      clientId: c.client ? (clientIds.get(c.client) ?? null) : null,
      action: 'campaign.created',
      entityType: 'campaign',
      entityId: id,
    });
    if (!c.performance) continue;
    const rows = dailyRows(c, scope.orgId, id);
    await tx.insert(campaignDailyMetrics).values(rows);
    const spent = rows.reduce((sum, r) => sum + r.spendCents, 0);
    await tx.update(campaigns).set({ spentCents: spent }).where(eq(campaigns.id, id));
  }
  return ids;
}

/** Plausible daily numbers: weekday rhythm, a ramp-up, and seeded noise (same every load). */
function dailyRows(c: DemoCampaign, orgId: string, campaignId: string) {
  const perf = c.performance!;
  const random = seeded(c.name);
  const last = Math.min(c.end_offset, -1);
  const rows = [];
  for (let offset = c.start_offset, n = 0; offset <= last; offset++, n++) {
    const date = day(offset);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const rhythm = weekday === 0 || weekday === 6 ? 0.8 : 1.05;
    const ramp = Math.min(1, 0.45 + n / 20);
    const impressions = Math.round(perf.impressions * rhythm * ramp * (0.85 + 0.3 * random()));
    const clicks = Math.round(impressions * perf.ctr * (0.85 + 0.3 * random()));
    const conversions = Math.round(clicks * perf.cvr * (0.75 + 0.5 * random()));
    rows.push({
      orgId,
      campaignId,
      date,
      impressions,
      clicks,
      conversions,
      spendCents: Math.round(clicks * perf.cpc * 100),
      revenueCents: Math.round(conversions * perf.aov * 100),
    });
  }
  return rows;
}

function seeded(text: string) {
  let state = crypto.createHash('sha256').update(text).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A demo output as its tool's schema wants it, so its page, renderer, edit and interview
 * work like a real one: the hand-written fields are kept, what they lack comes from the
 * tool's offline generator on the demo's business context.
 */
function completeContent(spec: Spec, outputType: string, given: Record<string, unknown>) {
  const tool = toolForOutputType(outputType);
  if (!tool || tool.schema.safeParse(given).success) return given;
  const ctx = groundContext({
    business: {
      organization_name: spec.organization,
      company_name: spec.context.companyName,
      industry: spec.context.industry,
      company_size: spec.context.companySize,
      description: spec.context.description,
      details: null,
    },
    campaign: null,
    documents: [],
    outputs: [],
    message: null,
  });
  const generated = offlineOutput(tool, ctx) as Record<string, unknown>;
  const merged = { ...generated, ...given };
  return tool.schema.safeParse(merged).success ? merged : generated;
}

async function insertIntelligence(
  tx: Tx,
  scope: { orgId: string; userId: string },
  spec: Spec,
  campaignIds: Map<string, string>,
) {
  // The organization's own outputs link only to one of its own campaigns: an agency's analysis
  // of itself filed under a client's campaign would speak of the wrong business (issue 26).
  const own = spec.campaigns.find((c) => !('client' in c && c.client));
  const firstCampaign = own ? (campaignIds.get(own.name) ?? null) : null;
  for (const output of demoOutputs(spec)) {
    const [session] = await tx
      .insert(agentSessions)
      .values({
        orgId: scope.orgId,
        agentType: output.agent_type,
        title: output.title,
        status: 'completed',
        createdBy: scope.userId,
        campaignId: output.linkCampaign ? firstCampaign : null,
      })
      .returning({ id: agentSessions.id });
    await tx.insert(agentOutputs).values({
      orgId: scope.orgId,
      sessionId: session!.id,
      campaignId: output.linkCampaign ? firstCampaign : null,
      agentType: output.agent_type,
      outputType: output.output_type,
      title: output.title,
      summary: output.summary,
      content: completeContent(spec, output.output_type, output.content),
      engine: 'offline',
      createdBy: scope.userId,
    });
    for (let i = 0; i < output.interactions; i++) {
      await tx.insert(aiInteractions).values({
        orgId: scope.orgId,
        userId: scope.userId,
        sessionId: session!.id,
        agentType: output.agent_type,
      });
    }
    await tx.insert(activityLog).values({
      orgId: scope.orgId,
      userId: scope.userId,
      action: `saved ${output.title}`,
      entityType: 'output',
    });
  }
  for (const doc of demoDocuments(spec)) {
    await tx.insert(documents).values({
      orgId: scope.orgId,
      createdBy: scope.userId,
      ...doc,
      sizeBytes: Buffer.byteLength(doc.textContent),
    });
  }
}
