/**
 * Isolation: every operation of the OpenAPI document, called by outsiders of organization A
 * (anonymous, B's owner, B's read-only viewer, B's `read` API key) with A's ids in the path
 * and in the body. No answer may carry A's data; no write may succeed where it must not,
 * which is also verified by reading both organizations back afterwards.
 *
 * Inside an agency (decision 059): a portal user of its client P and an account manager held
 * to P call every operation with the ids of the agency's other client Q, and the portal user
 * also with the ids of what the agency keeps about P for itself. The portal user is refused
 * (401/403/404) everything but the portal's reads, their account and the public operations;
 * neither may read a secret of Q, nor the portal user one of the agency's internal work.
 */
import { Client, isOk, type Answer } from '../lib/client';
import type { AgencyFixture, Org } from '../lib/fixture';
import {
  fillPath,
  loadOperations,
  MUTATING,
  opName,
  resourceOf,
  validValue,
  type Operation,
  type Schema,
} from '../lib/openapi';
import { clip, fail, newResult, type FamilyResult } from '../lib/report';

export type IsolationFixture = {
  baseUrl: string;
  victim: Org;
  attacker: Org;
  /** B's teammate with the read-only `viewer` role; undefined when the role could not be given. */
  viewer: Client | undefined;
  /** A client using B's API key created with scopes ['read']; undefined when it could not be made. */
  readKey: Client | undefined;
  tool: string;
  /** An agency with two clients and the insiders who attack it; undefined when it could not be set up. */
  agency: AgencyFixture | undefined;
  setupProblems: string[];
};

const V1 = '/api/v1';
/** Anyone may call these, signed in or not. */
const PUBLIC = new Set([
  'GET /api/v1/auth/config',
  'POST /api/v1/auth/invite-status',
  'POST /api/v1/auth/signup',
  'POST /api/v1/organizations/generate-slug',
  'POST /api/v1/setup/check',
  'POST /api/v1/setup',
  'GET /api/v1/invitation-requests/challenge',
  'POST /api/v1/invitation-requests',
]);
/** A signed-in person's own account: allowed to a read-only member, never to an API key. */
const ACCOUNT = new Set([
  'GET /api/v1/me',
  'GET /api/v1/progress',
  'POST /api/v1/progress/check',
  'POST /api/v1/progress/achievements/{id}',
  'POST /api/v1/feedback',
  'GET /api/v1/notification-preferences',
  'PUT /api/v1/notification-preferences',
]);
/** POSTs that only read. */
const READ_LIKE = new Set([
  'POST /api/v1/auth/invite-status',
  'POST /api/v1/organizations/generate-slug',
  'POST /api/v1/setup/check',
]);
/** What an API key must never reach, whatever its scopes (issue 7, hole 4). */
const KEY_NEVER = [
  /^\/api\/v1\/team/,
  /^\/api\/v1\/api-keys/,
  /^\/api\/v1\/admin\//,
  /^\/api\/v1\/organization$/,
];
/** The stored procedures of POST /rpc/{name}, and which of them write. */
const RPC = [
  { name: 'check_onboarding_status', writes: false },
  { name: 'get_user_roles', writes: false },
  { name: 'get_dashboard_metrics_cached', writes: false },
  { name: 'get_intelligence_readiness', writes: false },
  { name: 'get_campaigns_list', writes: false },
  { name: 'get_campaign_details', writes: false },
  { name: 'update_campaign', writes: true },
];
const REFUSALS = new Set([401, 403, 404]);
/** What a client's portal user may call (decision 059); everything else is refused. */
const PORTAL_MAY = new Set(['public', 'signed_in', 'account', 'portal:read']);

type Identity = {
  name: string;
  client: Client;
  kind: 'anonymous' | 'owner' | 'viewer' | 'key' | 'portal' | 'scoped';
  /** Whose ids it aims at; whose secrets must never come back to it. */
  targets: Org[];
};

type Planned = {
  op: Operation;
  identity: Identity;
  method: string;
  url: string;
  body: unknown;
  form?: FormData;
  /** The path carries ids of the victim: the answer must not be a success. */
  victimPath: boolean;
  /** A write whose body references the victim's rows. */
  victimBody: boolean;
  /** The request changes something (after READ_LIKE and the rpc split). */
  writes: boolean;
};

export async function runIsolation(fx: IsolationFixture): Promise<FamilyResult> {
  const result = newResult('isolation');
  for (const problem of fx.setupProblems) fail(result, `set-up: ${problem}`);
  const anonymous = Client.anonymous(fx.baseUrl);
  const { operations, resolve } = await loadOperations(anonymous);
  const victim = fx.victim;
  const attacker = fx.attacker;

  const identities: Identity[] = [
    { name: 'anonymous', client: anonymous, kind: 'anonymous', targets: [victim] },
    { name: "B's owner", client: attacker.owner.client, kind: 'owner', targets: [victim] },
  ];
  // Read-only members of B also aim at their own organization's rows.
  if (fx.viewer)
    identities.push({
      name: "B's viewer",
      client: fx.viewer,
      kind: 'viewer',
      targets: [victim, attacker],
    });
  if (fx.readKey)
    identities.push({
      name: "B's read key",
      client: fx.readKey,
      kind: 'key',
      targets: [victim, attacker],
    });
  const agency = fx.agency;
  if (agency) {
    identities.push({
      name: "the agency's portal user of P",
      client: agency.portalUser.client,
      kind: 'portal',
      targets: [agency.otherClient, agency.internal],
    });
    identities.push({
      name: "the agency's account manager of P",
      client: agency.scopedMember.client,
      kind: 'scoped',
      targets: [agency.otherClient],
    });
  }
  const inside = (identity: Identity) => identity.kind === 'portal' || identity.kind === 'scoped';

  const achievement = await firstAchievement(attacker.owner.client);
  const named = (target: Org, refs: Org) => (name: string, schema: Schema) => {
    switch (name) {
      case 'campaign_id':
      case 'p_campaign_id':
        return refs.ids.campaign;
      case 'session_id':
        return refs.ids.session;
      case 'client_id':
        return (
          refs.ids.client ??
          (schema.type && String(schema.type).includes('null') ? null : undefined)
        );
      case 'document_ids':
        return [refs.ids.document];
      case 'output_ids':
        return [refs.ids.output];
      case 'p_org_id':
        return target.orgId;
      case 'p_user_id':
        return target.owner.userId;
      case 'email':
        return refs.ids.invitedEmail;
      case 'role_name':
        return 'sme_admin';
      case 'tool':
        return fx.tool;
      case 'agent_type':
        return 'strategy';
      case 'scopes':
        return ['read', 'write'];
      case 'expires_at':
        return null;
      case 'password':
      case 'confirmPassword':
        return 'Att4cker-Passw0rd';
      case 'token':
        return 'not-a-token';
      case 'name':
      case 'title':
      case 'summary':
      case 'description':
      case 'message':
      case 'content':
        return schema.type === 'object'
          ? { text: 'Overwritten by an outsider' }
          : 'Overwritten by an outsider, 10+ chars';
      case 'conversation_text':
        return `We are ${refs.marker} Outsider Inc, a SaaS company. Our target market is retailers. Our competitors are Bigco and Othercorp.`;
      case 'organizationName':
        return 'Outsider organization';
      case 'slug':
        return 'outsider-slug';
      default:
        return undefined;
    }
  };

  const plan: Planned[] = [];
  for (const op of operations) {
    for (const identity of identities) {
      for (const target of identity.targets) {
        // B's owner also tries its own rows with A's ids in the body.
        const variants: Org[][] =
          identity.kind === 'owner'
            ? [
                [victim, victim],
                [attacker, victim],
              ]
            : [[target, target]];
        for (const [pathOrg, bodyOrg] of variants as [Org, Org][]) {
          if (op.path.endsWith('/rpc/{name}')) {
            for (const rpc of RPC) {
              const body = rpcBody(rpc.name, pathOrg);
              plan.push({
                op,
                identity,
                method: op.method,
                url: `${V1}/rpc/${rpc.name}`,
                body,
                // Procedures scoped by p_org_id must refuse another organization's; the others are read
                // through row-level security and checked for leaks only (an insider's
                // organization is their own).
                victimPath:
                  pathOrg === victim && identity.kind !== 'anonymous' && 'p_org_id' in body,
                victimBody: false,
                writes: rpc.writes,
              });
            }
            continue;
          }
          const pathIds = op.parameters.filter((x) => x.in === 'path');
          // B's owner aiming its own rows matters only where a body can reference A's.
          if (
            identity.kind === 'owner' &&
            pathOrg === attacker &&
            !(pathIds.length && hasIdFields(op.bodySchema, resolve))
          )
            continue;
          const params: Record<string, string> = {};
          let victimPath = false;
          for (const p of pathIds) {
            if (p.name === 'id' && op.path.includes('/achievements/')) {
              params[p.name] = achievement;
              continue;
            }
            if (op.path.includes('/invitation-requests/')) {
              params[p.name] = '00000000-0000-4000-8000-000000000001';
              continue;
            }
            const resource = resourceOf(op.path, p.name);
            const id =
              resource === 'member'
                ? pathOrg === victim
                  ? (pathOrg.ids.member ?? pathOrg.owner.userId)
                  : pathOrg.owner.userId
                : resource
                  ? pathOrg.ids[resource]
                  : undefined;
            params[p.name] = id ?? '00000000-0000-4000-8000-000000000002';
            if (id && (pathOrg === victim || inside(identity))) victimPath = true;
          }
          const query = op.parameters
            .filter((p) => p.in === 'query' && (p.name.endsWith('_id') || p.required))
            .map((p) => {
              const value =
                p.name === 'q'
                  ? bodyOrg.marker
                  : p.name === 'campaign_id'
                    ? bodyOrg.ids.campaign
                    : p.name === 'session_id'
                      ? bodyOrg.ids.session
                      : p.name === 'client_id'
                        ? bodyOrg.ids.client
                        : undefined;
              return value ? `${p.name}=${encodeURIComponent(value)}` : '';
            })
            .filter(Boolean)
            .join('&');
          const url = fillPath(op.path, params) + (query ? `?${query}` : '');
          let body: unknown;
          let form: FormData | undefined;
          if (op.bodyType === 'json')
            body = validValue(op.bodySchema ?? {}, resolve, named(pathOrg, bodyOrg));
          if (op.bodyType === 'csv')
            body = 'date,impressions,clicks,conversions,spend,revenue\n2026-01-06,1,1,1,1.00,1.00';
          if (op.bodyType === 'multipart') {
            form = new FormData();
            form.set('file', new Blob(['outsider text'], { type: 'text/plain' }), 'outsider.txt');
            form.set('title', 'Outsider document');
            form.set('campaign_id', bodyOrg.ids.campaign!);
          }
          const key = opName(op);
          plan.push({
            op,
            identity,
            method: op.method,
            url,
            body,
            form,
            victimPath,
            victimBody: inside(identity)
              ? Boolean(form) || mentionsIds(JSON.stringify(body ?? ''), bodyOrg)
              : identity.kind !== 'anonymous' &&
                (Boolean(form) && bodyOrg === victim
                  ? true
                  : mentionsIds(JSON.stringify(body ?? ''), victim)),
            writes: MUTATING.has(op.method) && !READ_LIKE.has(key),
          });
        }
      }
    }
  }
  // Reads first, deletions last, so that a wrongly accepted deletion cannot hide a later leak.
  const order = (p: Planned) => (p.method === 'GET' ? 0 : p.method === 'DELETE' ? 2 : 1);
  plan.sort((a, b) => order(a) - order(b));

  const beforeVictim = await snapshot(victim);
  // Phase 1: outsiders. Phase 2: B's read-only members, whose organization must not change.
  const outsiders = plan.filter(
    (p) => p.identity.kind === 'anonymous' || p.identity.kind === 'owner',
  );
  const readOnly = plan.filter((p) => p.identity.kind === 'viewer' || p.identity.kind === 'key');
  // Phase 3: the agency's insiders, held to client P.
  const insiders = plan.filter((p) => inside(p.identity));
  await execute(outsiders, result, fx);
  const beforeReadOnly = await snapshot(attacker);
  await execute(readOnly, result, fx);
  const triedBefore = result.tried;
  const refusedBefore = result.refused;
  await execute(insiders, result, fx);
  compare(result, 'A', beforeVictim, await snapshot(victim));
  compare(result, 'B (after its viewer and read key)', beforeReadOnly, await snapshot(attacker));
  result.notes.push(
    `${plan.length} requests over ${operations.length} operations as ${identities.map((i) => i.name).join(', ')}`,
  );
  if (agency)
    result.notes.push(
      `inside the agency: ${result.tried - triedBefore} requests as its portal user and its account manager of P, ${result.refused - refusedBefore} refused`,
    );
  return result;
}

const mentionsIds = (text: string, org: Org) =>
  Object.entries(org.ids).some(
    ([k, id]) => k !== 'invitedEmail' && id.length > 8 && text.includes(id),
  );

async function execute(plan: Planned[], result: FamilyResult, fx: IsolationFixture) {
  for (const p of plan) {
    const answer = await send(p);
    result.tried++;
    if (answer.status >= 400 && answer.status < 500) result.refused++;
    const problem = judge(p, answer, fx);
    if (problem)
      fail(
        result,
        `${p.identity.name}: ${p.method} ${p.url} ${p.body === undefined ? '' : clip(JSON.stringify(p.body), 120)} → ${answer.status}: ${problem} | answer: ${clip(answer.text, 160)}`,
      );
  }
}

function compare(result: FamilyResult, label: string, before: Snapshot, after: Snapshot) {
  for (const key of Object.keys(before)) {
    if (before[key] !== after[key]) {
      fail(
        result,
        `read-back: organization ${label}: ${key} changed\n      before ${clip(before[key]!, 400)}\n      after  ${clip(after[key]!, 400)}`,
      );
    }
  }
}

function hasIdFields(
  schema: Schema | undefined,
  resolve: (s: Schema | undefined) => Schema,
): boolean {
  const s = resolve(schema);
  return Object.keys(s.properties ?? {}).some((k) => /(_id|_ids)$/.test(k));
}

function rpcBody(name: string, org: Org): Record<string, unknown> {
  const base = { p_org_id: org.orgId };
  switch (name) {
    case 'check_onboarding_status':
      return { p_user_id: org.owner.userId };
    case 'get_user_roles':
      return { p_user_id: org.owner.userId, ...base };
    case 'get_campaign_details':
      return { p_campaign_id: org.ids.campaign, ...base };
    case 'update_campaign':
      return { p_campaign_id: org.ids.campaign, ...base, name: 'Overwritten through rpc' };
    default:
      return base;
  }
}

async function send(p: Planned): Promise<Answer> {
  const client = p.identity.client.frozen();
  if (p.form) return client.request(p.method, p.url, { body: p.form });
  if (p.op.bodyType === 'csv') {
    return client.request(p.method, p.url, {
      body: p.body as string,
      headers: { 'content-type': 'text/csv' },
    });
  }
  return client.request(p.method, p.url, p.body === undefined ? {} : { json: p.body });
}

function judge(p: Planned, answer: Answer, fx: IsolationFixture): string | undefined {
  if (answer.status === 0) return `no answer (${answer.text})`;
  if (answer.status >= 500) return `server error: ${clip(answer.text)}`;
  const sent = p.url + JSON.stringify(p.body ?? '');
  const foreign =
    p.identity.kind === 'anonymous'
      ? [fx.victim, fx.attacker]
      : p.identity.kind === 'portal' || p.identity.kind === 'scoped'
        ? p.identity.targets
        : [fx.victim];
  for (const org of foreign) {
    const leaked = [...org.secrets].filter(
      (s) => s.length >= 6 && !sent.includes(s) && answer.text.includes(s),
    );
    if (leaked.length)
      return `LEAK of ${org.label}'s data (${leaked.slice(0, 3).join(', ')}): ${clip(answer.text)}`;
  }
  const key = opName(p.op);
  // `{ success: false }` (an extraction that found nothing) is a 200 that wrote nothing.
  const ok =
    isOk(answer.status) && (answer.json as { success?: boolean } | undefined)?.success !== false;
  if (p.identity.kind === 'anonymous') {
    if (!PUBLIC.has(key) && !REFUSALS.has(answer.status))
      return `anonymous call to a non-public operation not refused with 401/403/404`;
    return undefined;
  }
  if (
    p.identity.kind === 'portal' &&
    !PORTAL_MAY.has(p.op.permission ?? '') &&
    !REFUSALS.has(answer.status)
  )
    return `a client's portal user reached the agency's ${p.op.permission ?? 'undeclared'} operation`;
  if (ok && p.victimPath) return `accepted with another organization's ids in the path`;
  if (ok && p.victimBody && p.writes)
    return `write accepted with another organization's ids in the body`;
  if (p.identity.kind === 'key') {
    if (KEY_NEVER.some((re) => re.test(p.url.split('?')[0]!)) && !REFUSALS.has(answer.status)) {
      return 'an API key reached team, keys, organization or admin settings';
    }
    if (p.writes && !PUBLIC.has(key) && !REFUSALS.has(answer.status))
      return 'a write with a read-scoped key not refused with 401/403/404';
  }
  if (
    p.identity.kind === 'viewer' &&
    p.writes &&
    !PUBLIC.has(key) &&
    !ACCOUNT.has(key) &&
    !REFUSALS.has(answer.status)
  ) {
    return 'a write by a read-only viewer not refused with 401/403/404';
  }
  return undefined;
}

async function firstAchievement(client: Client): Promise<string> {
  const progress = await client.data<{ achievements?: { id: string }[] }>(
    'GET',
    '/api/v1/progress',
  );
  return progress.achievements?.find((a) => a.id)?.id ?? 'cross_agent_share';
}

type Snapshot = Record<string, string>;

/** What an outsider's accepted write would change, read as the organization's owner. */
async function snapshot(org: Org): Promise<Snapshot> {
  const c = org.owner.client;
  const pick = <T extends Record<string, unknown>>(rows: T[] | undefined, keys: string[]) =>
    JSON.stringify(
      (rows ?? [])
        .map((r) => Object.fromEntries(keys.map((k) => [k, r[k]])))
        .sort((x, y) => String(x[keys[0]!]).localeCompare(String(y[keys[0]!]))),
    );
  const get = async <T>(path: string) =>
    await c.data<T>('GET', path).catch((e: Error) => ({ error: e.message }) as T);
  type Rows = Record<string, unknown>[];
  const campaigns = await get<Rows>('/api/v1/campaigns?include_archived=true&limit=100');
  const outputs = await get<Rows>('/api/v1/outputs?limit=100');
  const documents = await get<Rows>('/api/v1/documents');
  const sessions = await get<Rows>('/api/v1/agent-sessions?limit=100');
  const keys = await get<{ keys: Rows }>('/api/v1/api-keys');
  const team = await get<{ members: Rows; invitations: Rows }>('/api/v1/team');
  const context = await get<Record<string, unknown>>(
    `/api/v1/business-context/organization/${org.orgId}`,
  );
  const pending = await get<Rows>('/api/v1/business-context/pending-approvals');
  const me = await get<{ organization: unknown }>('/api/v1/me');
  const metrics = org.ids.campaign
    ? await get<{ totals?: unknown }>(`/api/v1/campaigns/${org.ids.campaign}/metrics`)
    : undefined;
  const asRows = (v: unknown) => (Array.isArray(v) ? (v as Rows) : undefined);
  return {
    campaigns: pick(asRows(campaigns), [
      'id',
      'name',
      'status',
      'description',
      'archived_at',
      'budget_cents',
    ]),
    outputs: pick(asRows(outputs), ['id', 'title', 'summary', 'saved', 'campaign_id']),
    documents: pick(asRows(documents), ['id', 'title', 'campaign_id']),
    sessions: pick(asRows(sessions), ['id', 'title', 'campaign_id']),
    'api keys': pick(keys.keys, ['id', 'name']),
    'team members': pick(team.members, ['user_id', 'role_name']),
    'team invitations': pick(team.invitations, ['id', 'email', 'role_name']),
    'business context': JSON.stringify(context, (k, v: unknown) =>
      k.endsWith('At') || k.endsWith('_at') ? undefined : v,
    ),
    'pending approvals': pick(asRows(pending), ['id', 'status', 'extracted_context']),
    organization: JSON.stringify(me.organization),
    'campaign metrics': JSON.stringify(metrics?.totals ?? metrics),
  };
}
