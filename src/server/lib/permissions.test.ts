/**
 * Every operation of the OpenAPI document × every role and API key scope: the permission
 * layer lets through exactly who the table below says, and refuses everyone else before the
 * handler runs.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/shared/messages';
import { ROLE_NAMES, type RoleName } from '@/shared/constants';
import { queryRows } from '../db/client';
import { apiKeys, userRoles, users } from '../db/schema';
import { generateApiKey } from '../modules/api-keys/api-keys';
import { hashApiKey } from '../modules/auth/resolve-caller';
import { addTeammate } from '../modules/team/testing';
import { createTestApp, type TestApp } from '../testing/test-app';
import { CLIENT_ROLES, type Permission } from '@/shared/permissions';

/** What each operation needs: a new operation must be added here, with a decision. */
const EXPECTED: Record<string, Permission> = {
  'GET /admin/invitation-requests': 'admin',
  'POST /admin/invitation-requests/{id}/approve': 'admin',
  'POST /admin/invitation-requests/{id}/reject': 'admin',
  'GET /admin/invites': 'admin',
  'POST /admin/invites': 'admin',
  'GET /agents': 'workspace:read',
  'GET /analytics/overview': 'workspace:read',
  'GET /analytics/reports/{reportType}': 'workspace:read',
  'GET /analytics/reports/{reportType}/csv': 'workspace:read',
  'GET /analytics/reports/{reportType}/pdf': 'workspace:read',
  'POST /agent-sessions': 'content:write',
  'GET /agent-sessions': 'workspace:read',
  'GET /agent-sessions/{id}': 'workspace:read',
  'PATCH /agent-sessions/{id}': 'content:write',
  'DELETE /agent-sessions/{id}': 'content:write',
  'POST /agent-sessions/{id}/runs': 'content:write',
  'GET /agent-sessions/{id}/runs/{runId}': 'workspace:read',
  'POST /agent-sessions/{id}/runs/{runId}/cancel': 'content:write',
  'POST /agent-sessions/{id}/runs/{runId}/retry': 'content:write',
  'POST /agent-sessions/{id}/messages': 'content:write',
  'POST /agent-sessions/{id}/interview-insights': 'content:write',
  'GET /api-keys': 'keys:manage',
  'GET /workflow-runs': 'workspace:read',
  'GET /workflows': 'workspace:read',
  'GET /workflows/templates': 'workspace:read',
  'POST /workflows': 'content:write',
  'GET /workflows/{id}': 'workspace:read',
  'PATCH /workflows/{id}': 'content:write',
  'DELETE /workflows/{id}': 'content:write',
  'POST /workflows/{id}/runs': 'content:write',
  'GET /workflows/{id}/runs': 'workspace:read',
  'GET /workflows/{id}/runs/{runId}': 'workspace:read',
  'POST /workflows/{id}/runs/{runId}/cancel': 'content:write',
  'POST /workflows/{id}/runs/{runId}/retry': 'content:write',
  'POST /workflows/{id}/runs/{runId}/steps/{stepId}/approve': 'content:write',
  'POST /workflows/{id}/runs/{runId}/steps/{stepId}/reject': 'content:write',
  'GET /webhooks': 'org:manage',
  'POST /webhooks': 'org:manage',
  'PATCH /webhooks/{id}': 'org:manage',
  'DELETE /webhooks/{id}': 'org:manage',
  'POST /webhooks/{id}/rotate-secret': 'org:manage',
  'POST /webhooks/{id}/ping': 'org:manage',
  'GET /webhooks/{id}/deliveries': 'org:manage',
  'GET /webhooks/deliveries/{id}': 'org:manage',
  'POST /webhooks/deliveries/{id}/redeliver': 'org:manage',
  'GET /settings/ai-model': 'workspace:read',
  'PUT /settings/ai-model': 'org:manage',
  'POST /settings/ai-model/test': 'org:manage',
  'GET /clients/{id}/ai-model': 'workspace:read',
  'PUT /clients/{id}/ai-model': 'clients:manage',
  'GET /clients/{id}/ai-usage': 'workspace:read',
  'GET /ai-usage': 'workspace:read',
  'POST /api-keys': 'keys:manage',
  'DELETE /api-keys/{id}': 'keys:manage',
  'GET /me': 'signed_in',
  'GET /auth/config': 'public',
  'POST /auth/invite-status': 'public',
  'POST /auth/signup': 'public',
  'POST /business-context/organization/{orgId}': 'content:write',
  'GET /business-context/organization/{orgId}': 'workspace:read',
  'POST /onboarding/skip': 'content:write',
  'GET /campaigns': 'workspace:read',
  'POST /campaigns': 'content:write',
  'GET /campaigns/{id}': 'workspace:read',
  'PATCH /campaigns/{id}': 'content:write',
  'POST /campaigns/{id}/archive': 'content:write',
  'POST /campaigns/{id}/restore': 'content:write',
  'GET /campaigns/{id}/metrics': 'workspace:read',
  'POST /campaigns/{id}/metrics': 'content:write',
  'POST /campaigns/{id}/metrics/import': 'content:write',
  'POST /business-context/extract-from-conversation': 'content:write',
  'GET /business-context/pending-approvals': 'workspace:read',
  'PUT /business-context/history/{id}': 'content:write',
  'PUT /business-context/history/{id}/approve': 'content:write',
  'DELETE /business-context/history/{id}': 'content:write',
  'GET /dashboard/metrics': 'workspace:read',
  'GET /dashboard/readiness': 'workspace:read',
  'GET /dashboard/recommendations': 'workspace:read',
  'GET /dashboard/recent-outputs': 'workspace:read',
  'GET /dashboard/recent-campaigns': 'workspace:read',
  'GET /dashboard/activity': 'workspace:read',
  'POST /documents': 'content:write',
  'GET /documents': 'workspace:read',
  'GET /documents/search': 'workspace:read',
  'GET /documents/{id}': 'workspace:read',
  'GET /documents/{id}/download': 'workspace:read',
  'DELETE /documents/{id}': 'content:write',
  'POST /feedback': 'account',
  'GET /invitation-requests/challenge': 'public',
  'POST /invitation-requests': 'public',
  'POST /organizations/generate-slug': 'public',
  'GET /outputs': 'workspace:read',
  'GET /outputs/{id}': 'workspace:read',
  'PATCH /outputs/{id}': 'content:write',
  'DELETE /outputs/{id}': 'content:write',
  'POST /outputs/{id}/share': 'content:write',
  'GET /outputs/{id}/sources': 'workspace:read',
  'POST /outputs/{id}/refresh': 'content:write',
  'GET /outputs/{id}/versions': 'workspace:read',
  'GET /outputs/{id}/versions/{version}': 'workspace:read',
  'POST /outputs/{id}/rewrite': 'content:write',
  'GET /brand-comparison': 'workspace:read',
  'POST /brand-comparison/outputs': 'content:write',
  'GET /outputs/{id}/export.md': 'workspace:read',
  'GET /progress': 'account',
  'POST /progress/check': 'account',
  'POST /progress/achievements/{id}': 'account',
  'POST /rpc/{name}': 'workspace:read',
  'GET /notification-preferences': 'account',
  'PUT /notification-preferences': 'account',
  'POST /setup/check': 'public',
  'POST /setup': 'public',
  'GET /team': 'team:read',
  'POST /team/invitations': 'team:manage',
  'POST /team/invitations/{id}/resend': 'team:manage',
  'DELETE /team/invitations/{id}': 'team:manage',
  'PATCH /team/members/{userId}': 'team:manage',
  'DELETE /team/members/{userId}': 'team:manage',
  'GET /workspaces': 'team:read',
  'GET /workspaces/{workspaceId}': 'team:read',
  'PATCH /organization': 'org:manage',
  // Content agent (issue 8)
  'GET /content/items': 'workspace:read',
  'GET /content/items/{id}': 'workspace:read',
  'PATCH /content/items/{id}': 'content:write',
  'GET /content/brand-voice': 'workspace:read',
  'PUT /content/brand-voice': 'content:write',
  'GET /content/templates': 'workspace:read',
  'POST /content/templates': 'content:write',
  'DELETE /content/templates/{id}': 'content:write',
  // Campaign planning (issue 8)
  'GET /campaign-planning/plans': 'workspace:read',
  'GET /campaign-planning/plans/{id}': 'workspace:read',
  'PATCH /campaign-planning/plans/{id}': 'content:write',
  'DELETE /campaign-planning/plans/{id}': 'content:write',
  'GET /campaign-planning/tasks': 'workspace:read',
  'PATCH /campaign-planning/tasks/{id}': 'content:write',
  'GET /campaign-planning/calendar': 'workspace:read',
  'GET /campaign-planning/calendar.ics': 'workspace:read',
  'GET /campaign-planning/automation/rules': 'workspace:read',
  'POST /campaign-planning/automation/rules': 'content:write',
  'PATCH /campaign-planning/automation/rules/{id}': 'content:write',
  'DELETE /campaign-planning/automation/rules/{id}': 'content:write',
  // Competitive intelligence (issue 8)
  'GET /competitive-intelligence/competitors': 'workspace:read',
  'POST /competitive-intelligence/competitors': 'content:write',
  'GET /competitive-intelligence/competitors/{id}': 'workspace:read',
  'PATCH /competitive-intelligence/competitors/{id}': 'content:write',
  'DELETE /competitive-intelligence/competitors/{id}': 'content:write',
  'GET /competitive-intelligence/alerts': 'workspace:read',
  'POST /competitive-intelligence/alerts/read-all': 'content:write',
  'POST /competitive-intelligence/alerts/{id}/read': 'content:write',
  'GET /competitive-intelligence/benchmarks': 'workspace:read',
  // Performance intelligence (issue 8)
  'GET /performance-intelligence/overview': 'workspace:read',
  'GET /metrics/stream': 'workspace:read',
  'GET /metrics/overview': 'workspace:read',
  'GET /metrics/campaigns/{id}': 'workspace:read',
  'GET /metrics/clients/{id}': 'workspace:read',
  'GET /metrics/custom': 'workspace:read',
  'POST /metrics/custom': 'content:write',
  'POST /metrics/custom/preview': 'content:write',
  'PUT /metrics/custom/{id}': 'content:write',
  'DELETE /metrics/custom/{id}': 'content:write',
  'GET /metrics/reports': 'workspace:read',
  'POST /metrics/reports': 'content:write',
  'GET /metrics/reports/{id}': 'workspace:read',
  'PUT /metrics/reports/{id}': 'content:write',
  'DELETE /metrics/reports/{id}': 'content:write',
  // ROI & budget (issue 8)
  'GET /roi-budget/dashboard': 'workspace:read',
  'GET /roi-budget/forecast': 'workspace:read',
  'GET /roi-budget/optimization': 'workspace:read',
  'GET /roi-budget/scenarios': 'workspace:read',
  'POST /roi-budget/scenarios': 'content:write',
  'GET /roi-budget/scenarios/compare': 'workspace:read',
  'GET /roi-budget/scenarios/{id}': 'workspace:read',
  'DELETE /roi-budget/scenarios/{id}': 'content:write',
  // Quick wins (issue 8)
  'GET /quick-wins/opportunities': 'workspace:read',
  'GET /quick-wins': 'workspace:read',
  'GET /quick-wins/results': 'workspace:read',
  'POST /quick-wins/accept': 'content:write',
  'POST /quick-wins/dismiss': 'content:write',
  'GET /quick-wins/{id}': 'workspace:read',
  'PATCH /quick-wins/{id}/checklist/{index}': 'content:write',
  'POST /quick-wins/{id}/complete': 'content:write',
  // Clients (issue 9)
  'GET /clients': 'workspace:read',
  'POST /clients': 'clients:manage',
  'GET /clients/analytics': 'workspace:read',
  'GET /clients/{id}': 'workspace:read',
  'PATCH /clients/{id}': 'clients:manage',
  'POST /clients/{id}/archive': 'clients:manage',
  'POST /clients/{id}/restore': 'clients:manage',
  'GET /clients/{id}/dashboard': 'workspace:read',
  'GET /clients/{id}/performance': 'workspace:read',
  // Team invitations with clients (issue 9)
  // Agency dashboard (issue 9)
  'GET /dashboard/agency': 'workspace:read',
  // Client Success (issue 9)
  'GET /client-success/health': 'workspace:read',
  'GET /client-success/clients/{id}': 'workspace:read',
  'GET /client-success/recommendations': 'workspace:read',
  // White label (issue 9)
  'GET /white-label': 'portal:read',
  'PUT /white-label': 'org:manage',
  'DELETE /white-label': 'org:manage',
  'GET /white-label/theme.css': 'portal:read',
  'POST /white-label/logo': 'org:manage',
  'GET /white-label/logo': 'portal:read',
  'DELETE /white-label/logo': 'org:manage',
  'POST /white-label/favicon': 'org:manage',
  'GET /white-label/favicon': 'portal:read',
  'DELETE /white-label/favicon': 'org:manage',
  // Client portal, approvals and reports (issue 9); what the portal calls (decision 059)
  'GET /portal': 'portal:read',
  'GET /portal/reports': 'portal:read',
  'GET /portal/messages': 'portal:read',
  'POST /portal/messages': 'portal:read',
  'GET /portal/approvals': 'portal:read',
  'POST /portal/approvals/{id}/decision': 'portal:read',
  'GET /clients/{id}/messages': 'workspace:read',
  'POST /clients/{id}/messages': 'content:write',
  'POST /outputs/{id}/approval-request': 'content:write',
  'GET /outputs/{id}/approval': 'workspace:read',
  'POST /clients/{id}/reports': 'content:write',
  'GET /clients/{id}/reports': 'workspace:read',
  'GET /reports/{id}/pdf': 'portal:read',
  'POST /reports/{id}/share': 'content:write',
  'GET /shared-reports/{token}': 'public',
};

const WRITERS: RoleName[] = [
  'sme_owner',
  'sme_admin',
  'marketing_manager',
  'agency_owner',
  'agency_admin',
  'account_manager',
  'creative_strategist',
];
const MANAGERS: RoleName[] = ['sme_owner', 'sme_admin', 'agency_owner', 'agency_admin'];

/**
 * A client's portal user (a client role held for a client, decision 059): the portal, their
 * account and nothing of the agency's workspace or team.
 */
const PORTAL_MAY: Permission[] = ['signed_in', 'account', 'portal:read'];

/** Who may, written out rather than computed, so the test does not restate the code. */
function roleMay(role: RoleName, permission: Permission): boolean {
  // A client role held for no client grants nothing (migration 0050): only what any
  // signed-in person may do.
  if ((CLIENT_ROLES as readonly string[]).includes(role))
    return ['public', 'signed_in', 'account'].includes(permission);
  switch (permission) {
    case 'public':
    case 'signed_in':
    case 'account':
    case 'workspace:read':
    case 'portal:read':
    case 'team:read':
      return true;
    case 'content:write':
    case 'keys:manage':
      return WRITERS.includes(role);
    case 'team:manage':
    case 'org:manage':
      return MANAGERS.includes(role);
    case 'clients:manage':
      return role === 'agency_owner' || role === 'agency_admin';
    case 'admin':
      return false;
  }
}

const KEY_MAY: Record<'read' | 'write', Permission[]> = {
  read: ['public', 'signed_in', 'workspace:read', 'portal:read'],
  // The keys belong to an SME owner, who manages no clients.
  write: ['public', 'signed_in', 'content:write'],
};

const PERMISSION_MESSAGES = new Set<string>([
  ...Object.values(MESSAGES.permissions),
  MESSAGES.session.notAuthenticated,
]);

type Caller = {
  label: string;
  headers: Record<string, string>;
  may: (p: Permission) => boolean;
  orgId: string;
};
type Operation = {
  method: string;
  path: string;
  permission: Permission;
  operationId: string | undefined;
  security: unknown;
};

describe('the permission layer', () => {
  let t: TestApp;
  let operations: Operation[];
  const callers: Caller[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const sme = await t.createUser({ organizationName: 'Role Test SME' });
    const agency = await t.createUser({
      organizationName: 'Role Test Agency',
      organizationType: 'AGENCY',
    });

    for (const role of ROLE_NAMES) {
      const user = await t.createUser({ organizationName: `Scratch ${role}` });
      const orgId =
        role.startsWith('agency') || ['account_manager', 'creative_strategist'].includes(role)
          ? agency.orgId
          : sme.orgId;
      await t.ctx.db.update(users).set({ orgId }).where(eq(users.id, user.userId));
      await t.ctx.db.delete(userRoles).where(eq(userRoles.userId, user.userId));
      await t.ctx.db.insert(userRoles).values({ orgId, userId: user.userId, roleName: role });
      callers.push({
        label: role,
        headers: { cookie: user.cookie },
        may: (p) => roleMay(role, p),
        orgId,
      });
    }
    const [client] = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`insert into clients (org_id, name) values (${agency.orgId}::uuid, 'Fernleaf') returning id`,
    );
    for (const role of ['guest', 'client_viewer', 'client_stakeholder', 'client_collaborator']) {
      const user = await t.createUser({ organizationName: `Scratch portal ${role}` });
      await t.ctx.db.update(users).set({ orgId: agency.orgId }).where(eq(users.id, user.userId));
      await t.ctx.db.delete(userRoles).where(eq(userRoles.userId, user.userId));
      await t.ctx.db
        .insert(userRoles)
        .values({ orgId: agency.orgId, userId: user.userId, roleName: role, clientId: client!.id });
      callers.push({
        label: `${role} of a client`,
        headers: { cookie: user.cookie },
        may: (p) => PORTAL_MAY.includes(p),
        orgId: agency.orgId,
      });
    }
    for (const scope of ['read', 'write'] as const) {
      const key = generateApiKey();
      await t.ctx.db.insert(apiKeys).values({
        orgId: sme.orgId,
        userId: sme.userId,
        name: `${scope} key`,
        prefix: key.slice(0, 12),
        keyHash: hashApiKey(key),
        scopes: [scope],
      });
      callers.push({
        label: `${scope} API key`,
        headers: { authorization: `Bearer ${key}` },
        may: (p) => KEY_MAY[scope].includes(p),
        orgId: sme.orgId,
      });
    }

    const doc = (await t.request('/api/openapi.json')).json as {
      paths: Record<
        string,
        Record<string, { 'x-permission'?: Permission; operationId?: string; security?: unknown }>
      >;
    };
    operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase(),
        path: path.replace(/^\/api\/v1/, ''),
        permission: op['x-permission'] as Permission,
        operationId: op.operationId,
        security: op.security,
      })),
    );
  });
  afterAll(() => t.close());

  it('declares the expected permission on every operation of the OpenAPI document', () => {
    const declared = Object.fromEntries(
      operations.map((op) => [`${op.method} ${op.path}`, op.permission]),
    );
    expect(declared).toEqual(EXPECTED);
  });

  it('names every operation once and states how a caller of each authenticates', () => {
    const ids = operations.map((op) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    const security = Object.fromEntries(
      operations.map((op) => [`${op.method} ${op.path}`, JSON.stringify(op.security)]),
    );
    expect(security['POST /auth/signup']).toBe('[]');
    expect(security['GET /campaigns']).toBe('[{"session":[]},{"apiKey":[]}]');
    expect(security['POST /team/invitations']).toBe('[{"session":[]}]');
    expect(security['POST /api-keys']).toBe('[{"session":[]}]');
  });

  const send = (op: Operation, caller: Caller | null) => {
    const path = op.path
      .split('/')
      .map((segment) => {
        if (segment === '{orgId}') return caller?.orgId ?? '00000000-0000-4000-8000-000000000000';
        return segment.startsWith('{') ? '00000000-0000-4000-8000-000000000001' : segment;
      })
      .join('/');
    return t.request(`/api/v1${path}`, {
      method: op.method,
      headers: caller?.headers ?? {},
      ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { body: {} }),
    });
  };

  const refusedByPermissionLayer = (res: {
    status: number;
    json: { error?: { message?: string } } | undefined;
  }) =>
    (res.status === 401 || res.status === 403) &&
    PERMISSION_MESSAGES.has(res.json?.error?.message ?? '');

  it('refuses anonymous callers on every operation that is not public', async () => {
    const wrong: string[] = [];
    for (const op of operations) {
      const res = await send(op, null);
      const ok =
        op.permission === 'public' ? res.status !== 401 && res.status !== 403 : res.status === 401;
      if (!ok) wrong.push(`${op.method} ${op.path}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets each role and API key scope do exactly what the table says', async () => {
    const wrong: string[] = [];
    for (const op of operations) {
      if (op.permission === 'public') continue;
      for (const caller of callers) {
        const res = await send(op, caller);
        const refused = refusedByPermissionLayer(res);
        if (refused === caller.may(op.permission)) {
          wrong.push(
            `${caller.label} ${op.method} ${op.path}: ${res.status} ${res.json?.error?.message ?? ''}`,
          );
        }
        if (!refused && res.status >= 500)
          wrong.push(`${caller.label} ${op.method} ${op.path}: ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
    // Thousands of requests (every operation × 28 callers): 10 s alone, more beside other files.
  }, 180_000);

  it('refuses a read-only role the stored procedure that writes, and lets a writer call it', async () => {
    const viewer = callers.find((c) => c.label === 'viewer')!;
    const owner = callers.find((c) => c.label === 'sme_owner')!;
    const body = {
      p_campaign_id: '00000000-0000-4000-8000-000000000001',
      p_org_id: viewer.orgId,
      name: 'x',
    };
    const refused = await t.request('/api/v1/rpc/update_campaign', {
      headers: viewer.headers,
      body,
    });
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe(MESSAGES.permissions.readOnlyRole);
    const allowed = await t.request('/api/v1/rpc/update_campaign', {
      headers: owner.headers,
      body,
    });
    expect(allowed.status).not.toBe(403);
  });

  it('answers 404 for a path no operation declares, before any permission check', async () => {
    const res = await t.request('/api/v1/campaigns/x/y/z', { method: 'DELETE' });
    expect(res.status).toBe(404);
  });

  it('lets an owner make a teammate a viewer from team settings, who then reads but writes nothing', async () => {
    const owner = await t.createUser({ organizationName: 'Viewer Test Co' });
    const mate = await addTeammate(t, owner.cookie, 'marketing_manager');
    const campaign = await t.request('/api/v1/campaigns', {
      cookie: mate.cookie,
      body: { name: 'Made before the change', status: 'active' },
    });
    expect(campaign.status).toBe(201);

    const changed = await t.request(`/api/v1/team/members/${mate.userId}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      body: { role_name: 'viewer' },
    });
    expect(changed.status).toBe(200);

    const list = await t.request('/api/v1/campaigns', { cookie: mate.cookie });
    expect(list.status).toBe(200);
    expect(list.json.data.map((c: { name: string }) => c.name)).toEqual(['Made before the change']);
    const refused = await t.request(`/api/v1/campaigns/${campaign.json.data.id}`, {
      method: 'PATCH',
      cookie: mate.cookie,
      body: { name: 'Changed by a viewer' },
    });
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe(MESSAGES.permissions.readOnlyRole);
    const still = await t.request(`/api/v1/campaigns/${campaign.json.data.id}`, {
      cookie: owner.cookie,
    });
    expect(still.json.data.name).toBe('Made before the change');
  });
});
