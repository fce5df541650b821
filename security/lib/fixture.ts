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
  organizationType: 'SME' | 'AGENCY' = 'SME',
): Promise<Org> {
  const email = uniqueEmail(`owner-${label.toLowerCase()}`);
  await admin.data('POST', '/api/v1/admin/invites', { email, organization_type: organizationType });
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
      organizationType,
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
  clientIds: string[] = [],
): Promise<Person> {
  const email = uniqueEmail(`${role}-${org.label.toLowerCase()}`);
  await org.owner.client.data('POST', '/api/v1/team/invitations', {
    email,
    role_name: role,
    ...(clientIds.length ? { client_ids: clientIds } : {}),
  });
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

/**
 * An agency with two clients, P and Q, seen from inside (decision 059): a portal user of P
 * (guest) and an account manager held to P are the attackers. Each target is shaped as an
 * organization (ids to aim at, secrets that must never come back), within the agency:
 * - `otherClient`: client Q, everything of it (its campaign, session, output, document, an
 *   approval, a report, a message, its people and a pending invitation for it);
 * - `internal`: what the agency keeps about P for itself (a session, a draft never sent,
 *   a document, a campaign's own notes, the agency's business context): the portal user's
 *   to never see, while the account manager of P legitimately works with it.
 * P's shared rows (a campaign's figures, an output sent for approval, a report, a message)
 * carry P's own marker, which is no secret to either attacker.
 */
export type AgencyFixture = {
  agency: Org;
  portalUser: Person;
  scopedMember: Person;
  otherClient: Org;
  internal: Org;
};

export async function populateAgency(server: ServerProcess, agency: Org): Promise<AgencyFixture> {
  const c = agency.owner.client;
  const shared = `SEC${agency.label}P${rand()}`;
  const secretP = `SEC${agency.label}I${rand()}`;
  const secretQ = `SEC${agency.label}Q${rand()}`;
  const target = (label: string, marker: string, ids: Record<string, string>): Org => ({
    ...agency,
    label,
    marker,
    ids,
    secrets: new Set([marker]),
  });
  // The organization's own ids are the internal target's (its business context, its
  // workspace): the account manager of P reads them by right, so Q's target leaves them out.
  const internal = target(`${agency.label}'s internal work on P`, secretP, {
    org: agency.orgId,
    workspace: agency.orgId,
  });
  const other = target(`${agency.label}'s client Q`, secretQ, {});
  const remember = (org: Org, key: string, id: string) => {
    org.ids[key] = id;
    org.secrets.add(id);
  };

  const clientP = await c.data<{ id: string }>('POST', '/api/v1/clients', {
    name: `Client ${shared}`,
  });
  const clientQ = await c.data<{ id: string }>('POST', '/api/v1/clients', {
    name: `Client ${secretQ}`,
  });
  internal.ids.client = clientP.id;
  remember(other, 'client', clientQ.id);

  const tool = await firstTool(c, 'strategy');
  const work = async (clientId: string, title: string) => {
    const session = await c.data<{ id: string }>('POST', '/api/v1/agent-sessions', {
      agent_type: 'strategy',
      client_id: clientId,
      title,
    });
    const run = await runTool(c, session.id, tool, { message: `Focus on ${title}` });
    if (!run.outputId || !run.runId) throw new Error(`${agency.label}: a run left no output`);
    return { session: session.id, run: run.runId, output: run.outputId };
  };
  const rename = (outputId: string, marker: string) =>
    c.data('PATCH', `/api/v1/outputs/${outputId}`, {
      title: `Output ${marker}`,
      summary: `Summary ${marker}`,
      saved: true,
    });
  // Outputs first: an agent draws on the organization's campaigns, documents and business
  // context, which come after and carry the secrets.
  const sent = await work(clientP.id, `Shared work ${shared}`);
  await rename(sent.output, shared);
  const draft = await work(clientP.id, `Session ${secretP}`);
  await rename(draft.output, secretP);
  remember(internal, 'session', draft.session);
  remember(internal, 'run', draft.run);
  remember(internal, 'output', draft.output);
  const q = await work(clientQ.id, `Session ${secretQ}`);
  await rename(q.output, secretQ);
  remember(other, 'session', q.session);
  remember(other, 'run', q.run);
  remember(other, 'output', q.output);

  const approval = async (outputId: string) =>
    (await c.data<{ id: string }>('POST', `/api/v1/outputs/${outputId}/approval-request`)).id;
  await approval(sent.output);
  remember(other, 'approval', await approval(q.output));
  const report = async (clientId: string, title: string) =>
    (
      await c.data<{ id: string }>('POST', `/api/v1/clients/${clientId}/reports`, {
        from: '2026-01-01',
        to: '2026-01-31',
        title,
      })
    ).id;
  await report(clientP.id, `Report ${shared}`);
  remember(other, 'report', await report(clientQ.id, `Report ${secretQ}`));
  await c.data('POST', `/api/v1/clients/${clientP.id}/messages`, { body: `Hello ${shared}` });
  await c.data('POST', `/api/v1/clients/${clientQ.id}/messages`, { body: `Hello ${secretQ}` });

  const campaign = async (clientId: string, name: string, notes: string) => {
    const made = await c.data<{ id: string }>('POST', '/api/v1/campaigns', {
      name,
      client_id: clientId,
      description: notes,
      target_audience: notes,
      status: 'active',
    });
    await c.data('POST', `/api/v1/campaigns/${made.id}/metrics`, {
      rows: [
        {
          date: '2026-01-05',
          impressions: 1000,
          clicks: 10,
          conversions: 1,
          spend_cents: 500,
          revenue_cents: 900,
        },
      ],
    });
    return made.id;
  };
  // P's campaign is the portal's to show (its name and figures), its notes are not.
  internal.ids.campaign = await campaign(clientP.id, `Campaign ${shared}`, `Notes ${secretP}`);
  remember(
    other,
    'campaign',
    await campaign(clientQ.id, `Campaign ${secretQ}`, `Notes ${secretQ}`),
  );

  const upload = async (org: Org, clientId: string) => {
    const form = new FormData();
    form.set(
      'file',
      new Blob([`Document text ${org.marker}: what the agency pays and charges.`], {
        type: 'text/plain',
      }),
      `notes-${org.marker}.txt`,
    );
    form.set('title', `Document ${org.marker}`);
    form.set('client_id', clientId);
    const answer = await c.request('POST', '/api/v1/documents', { body: form });
    if (!isOk(answer.status))
      throw new Error(
        `${org.label}: upload answered ${answer.status}: ${answer.text.slice(0, 200)}`,
      );
    remember(org, 'document', (answer.json as { data: { id: string } }).data.id);
  };
  await upload(internal, clientP.id);
  await upload(other, clientQ.id);
  await c.data('POST', `/api/v1/business-context/organization/${agency.orgId}`, {
    companyName: `Company ${agency.marker}`,
    industry: 'SaaS/Software',
    companySize: '11-50 employees',
    description: `How the agency works, ${secretP}: margins and staffing.`,
  });

  // Q's people and a pending invitation for Q: names and e-mails no one held to P may read.
  const viewerQ = await inviteTeammate(server, agency, 'client_viewer', "Q's viewer", [clientQ.id]);
  other.secrets.add(viewerQ.email);
  const pendingQ = uniqueEmail(`pending-q-${agency.label.toLowerCase()}`);
  const invitation = await c.data<{ invitation: { id: string } }>(
    'POST',
    '/api/v1/team/invitations',
    { email: pendingQ, role_name: 'client_stakeholder', client_ids: [clientQ.id] },
  );
  other.secrets.add(pendingQ);
  remember(other, 'invitation', invitation.invitation.id);

  const portalUser = await inviteTeammate(server, agency, 'guest', "P's portal user", [clientP.id]);
  const scopedMember = await inviteTeammate(server, agency, 'account_manager', "P's manager", [
    clientP.id,
  ]);
  return { agency, portalUser, scopedMember, otherClient: other, internal };
}
