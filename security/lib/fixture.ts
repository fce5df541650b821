/**
 * Organizations set up through the API as real users would: the first owner from the setup
 * link, further owners invited by the platform admin, teammates invited from team settings,
 * each signing up through the link in their e-mail. Every text they store carries the
 * organization's marker, so a leaked string is found by a plain substring search.
 */
import crypto from 'node:crypto';
import { Client, isOk } from './client';
import type { ServerProcess } from './server';

export const PASSWORD = 'Secur1ty-Suite-Pass';

export type Person = { client: Client; userId: string; email: string };

export type Org = {
  label: string;
  marker: string;
  orgId: string;
  orgName: string;
  owner: Person;
  /** Ids of this organization's rows, by resource (campaign, output, document, session, …). */
  ids: Record<string, string>;
  /** Strings that belong to this organization only: a response to an outsider must contain none. */
  secrets: Set<string>;
};

const rand = () => crypto.randomBytes(4).toString('hex');
export const uniqueEmail = (prefix: string) => `${prefix}-${rand()}@security.test`;

function linkParams(link: string): Record<string, string> {
  const url = new URL(link);
  const out: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (key !== 'email') out[key] = value;
  return out;
}

/** The first owner (a platform admin), from the server's one-time setup link. */
export async function setUpInstallation(server: ServerProcess, label: string): Promise<Org> {
  if (!server.setupLink) throw new Error('the server printed no setup link');
  const token = new URL(server.setupLink).searchParams.get('token')!;
  const client = new Client(server.baseUrl, `owner ${label}`);
  const marker = `SEC${label}${rand()}`;
  const email = uniqueEmail(`owner-${label.toLowerCase()}`);
  const orgName = `Org ${marker}`;
  const created = await client.data<{ organizationId: string }>('POST', '/api/v1/setup', {
    token,
    name: `Owner ${marker}`,
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    organizationName: orgName,
  });
  if (!client.signedIn) await signIn(client, email);
  return finishOrg(client, label, marker, orgName, created.organizationId, email);
}

/** A new organization whose owner the platform admin invites and who signs up from the e-mail. */
export async function inviteOrganization(
  server: ServerProcess,
  admin: Client,
  label: string,
): Promise<Org> {
  const email = uniqueEmail(`owner-${label.toLowerCase()}`);
  await admin.data('POST', '/api/v1/admin/invites', { email, organization_type: 'SME' });
  const link = await server.latestLink(email, /invit/i);
  const marker = `SEC${label}${rand()}`;
  const orgName = `Org ${marker}`;
  const client = new Client(server.baseUrl, `owner ${label}`);
  const result = await client.data<{ organization: { id: string }; hasSession: boolean }>(
    'POST',
    '/api/v1/auth/signup',
    {
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      organizationName: orgName,
      ...linkParams(link),
    },
  );
  if (!result.hasSession) await signIn(client, email);
  return finishOrg(client, label, marker, orgName, result.organization.id, email);
}

async function finishOrg(
  client: Client,
  label: string,
  marker: string,
  orgName: string,
  orgId: string,
  email: string,
): Promise<Org> {
  const me = await client.data<{ user: { id: string } }>('GET', '/api/v1/me');
  const org: Org = {
    label,
    marker,
    orgId,
    orgName,
    owner: { client, userId: me.user.id, email },
    ids: { org: orgId, workspace: orgId, owner: me.user.id },
    secrets: new Set([marker, orgName, orgId, me.user.id, email]),
  };
  await client.data('POST', `/api/v1/business-context/organization/${orgId}`, {
    companyName: `Company ${marker}`,
    industry: 'SaaS/Software',
    companySize: '11-50 employees',
    description: `Business context of ${marker}: analytics software for independent retailers.`,
  });
  return org;
}

export async function signIn(client: Client, email: string, password = PASSWORD) {
  const answer = await client.post('/api/auth/sign-in/email', { email, password });
  if (!isOk(answer.status))
    throw new Error(`sign-in of ${email} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
}

/** A teammate invited from team settings with `role`, signed up from the e-mailed link. */
export async function inviteTeammate(
  server: ServerProcess,
  org: Org,
  role: string,
  label: string,
): Promise<Person> {
  const email = uniqueEmail(`${role}-${org.label.toLowerCase()}`);
  await org.owner.client.data('POST', '/api/v1/team/invitations', { email, role_name: role });
  const link = await server.latestLink(email, /invit|join/i);
  const client = new Client(server.baseUrl, label);
  const result = await client.data<{ user: { id: string }; hasSession: boolean }>(
    'POST',
    '/api/v1/auth/signup',
    {
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      organizationName: `Teammate org ${org.marker}`,
      ...linkParams(link),
    },
  );
  if (!result.hasSession) await signIn(client, email);
  org.secrets.add(email);
  org.secrets.add(result.user.id);
  return { client, userId: result.user.id, email };
}

type Agent = { agent_type: string; tools: { id: string }[] };

export async function firstTool(client: Client, agentType: string) {
  const agents = await client.data<Agent[]>('GET', '/api/v1/agents');
  const tool = agents.find((a) => a.agent_type === agentType)?.tools[0]?.id;
  if (!tool) throw new Error(`no tool for the ${agentType} agent`);
  return tool;
}

/** Runs a tool to completion (the answer is a stream) and returns the run and its output. */
export async function runTool(
  client: Client,
  sessionId: string,
  tool: string,
  extra: Record<string, unknown> = {},
) {
  const answer = await client.request('POST', `/api/v1/agent-sessions/${sessionId}/runs`, {
    json: { tool, ...extra },
    timeoutMs: 120_000,
  });
  if (!isOk(answer.status))
    throw new Error(
      `${client.label}: run ${tool} answered ${answer.status}: ${answer.text.slice(0, 200)}`,
    );
  const detail = await client.data<{
    runs: { id: string; status: string }[];
    outputs: { id: string }[];
  }>('GET', `/api/v1/agent-sessions/${sessionId}`);
  return { runId: detail.runs[0]?.id, outputId: detail.outputs[0]?.id };
}

/**
 * The organization's work, every text carrying its marker: campaigns (one with metrics),
 * a strategy session with a run and its output, a document, a pending context extraction,
 * feedback, a pending teammate invitation.
 */
export async function populate(org: Org) {
  const c = org.owner.client;
  const m = org.marker;
  const campaign = await c.data<{ id: string }>('POST', '/api/v1/campaigns', {
    name: `Campaign ${m} one`,
    description: `Description ${m}`,
    target_audience: `Audience ${m}`,
    goals: [`Goal ${m}`],
    objectives: `Objectives ${m}`,
    tags: [`tag${m}`],
    status: 'active',
    budget_cents: 123_400,
  });
  const campaign2 = await c.data<{ id: string }>('POST', '/api/v1/campaigns', {
    name: `Campaign ${m} two`,
    description: `Second ${m}`,
  });
  await c.data('POST', `/api/v1/campaigns/${campaign.id}/metrics`, {
    rows: [
      {
        date: '2026-01-05',
        impressions: 424_242,
        clicks: 4242,
        conversions: 42,
        spend_cents: 4242,
        revenue_cents: 9999,
      },
    ],
  });
  const session = await c.data<{ id: string }>('POST', '/api/v1/agent-sessions', {
    agent_type: 'strategy',
    campaign_id: campaign.id,
    title: `Session ${m}`,
  });
  const run = await runTool(c, session.id, await firstTool(c, 'strategy'), {
    message: `Focus ${m}`,
  });
  if (!run.outputId || !run.runId) throw new Error(`${org.label}: the strategy run left no output`);
  await c.data('PATCH', `/api/v1/outputs/${run.outputId}`, {
    title: `Output ${m}`,
    summary: `Summary ${m}`,
    saved: true,
  });

  const form = new FormData();
  form.set(
    'file',
    new Blob([`Document text ${m}: confidential pricing for ${m}.`], { type: 'text/plain' }),
    `notes-${m}.txt`,
  );
  form.set('title', `Document ${m}`);
  form.set('campaign_id', campaign.id);
  const upload = await c.request('POST', '/api/v1/documents', { body: form });
  if (!isOk(upload.status))
    throw new Error(`${org.label}: upload answered ${upload.status}: ${upload.text.slice(0, 200)}`);
  const document = (upload.json as { data: { id: string } }).data;

  const extraction = await c.data<unknown>(
    'POST',
    '/api/v1/business-context/extract-from-conversation',
    {
      agent_type: 'strategy',
      session_id: session.id,
      conversation_text: `We are ${m}, a SaaS company. Our target market is independent retailers. Our competitors are Bigco ${m} and Othercorp. Our unique value is speed.`,
    },
  );
  const historyId = (extraction as { history_id?: string } | undefined)?.history_id;
  await c.data('POST', '/api/v1/feedback', {
    category: 'idea',
    message: `Feedback ${m}: please add more charts.`,
  });

  const invitedEmail = uniqueEmail(`pending-${org.label.toLowerCase()}`);
  const invitation = await c.data<{ invitation: { id: string } }>(
    'POST',
    '/api/v1/team/invitations',
    {
      email: invitedEmail,
      role_name: 'marketing_manager',
    },
  );
  Object.assign(org.ids, {
    campaign: campaign.id,
    campaign2: campaign2.id,
    session: session.id,
    run: run.runId,
    output: run.outputId,
    document: document.id,
    invitation: invitation.invitation.id,
    invitedEmail,
  });
  if (historyId) org.ids.history = historyId;
  for (const id of [
    campaign.id,
    campaign2.id,
    session.id,
    run.runId,
    run.outputId,
    document.id,
    invitation.invitation.id,
    invitedEmail,
    historyId,
  ]) {
    if (id) org.secrets.add(id);
  }
}

/**
 * API access unlocks after more than 50 AI interactions (seed 000 §4): the owner talks to the
 * strategy agent, in a few sessions at once, until the organization has 51.
 */
export async function unlockApiAccess(org: Org) {
  const c = org.owner.client;
  const state = await c.data<{ access: { unlocked: boolean; ai_interactions: number } }>(
    'GET',
    '/api/v1/api-keys',
  );
  let missing = 51 - state.access.ai_interactions;
  if (state.access.unlocked || missing <= 0) return;
  const lanes = 4;
  const sessions = await Promise.all(
    Array.from({ length: lanes }, (_, i) =>
      c.data<{ id: string }>('POST', '/api/v1/agent-sessions', {
        agent_type: 'strategy',
        title: `Chat ${i} ${org.marker}`,
      }),
    ),
  );
  const perLane = Math.ceil(missing / lanes);
  await Promise.all(
    sessions.map(async (s) => {
      for (let i = 0; i < perLane && missing > 0; i++) {
        missing--;
        const answer = await c.request('POST', `/api/v1/agent-sessions/${s.id}/messages`, {
          json: { content: `Question ${i} from ${org.marker}: what should we do next?` },
          timeoutMs: 60_000,
        });
        if (!isOk(answer.status))
          throw new Error(
            `${org.label}: message answered ${answer.status}: ${answer.text.slice(0, 200)}`,
          );
      }
    }),
  );
}

export async function createApiKey(org: Org, scopes: string[]) {
  const created = await org.owner.client.data<{ key: string; api_key: { id: string } }>(
    'POST',
    '/api/v1/api-keys',
    {
      name: `Key ${scopes.join('+')} ${org.marker}`,
      scopes,
      expires_at: null,
    },
  );
  org.secrets.add(created.api_key.id);
  org.secrets.add(created.key);
  return created;
}
