/** Work started for a client is grounded in the client, not in the agency (issue 9). */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { run } from '../../modules/agent-sessions/test-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe("an agency's session for a client", () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['createUser']>>;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.createUser({ organizationName: 'Kestrel Agency', organizationType: 'AGENCY' });
  });
  afterAll(() => t.close());

  it("grounds the agent in the client's name, industry and notes", async () => {
    const [client] = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`insert into clients (org_id, name, industry, notes)
          values (${owner.orgId}, 'Fernleaf Skincare', 'Retail', 'Mineral sunscreen brand selling online.')
          returning id`,
    );
    const session = await t.request('/api/v1/agent-sessions', {
      cookie: owner.cookie,
      body: { agent_type: 'strategy', client_id: client!.id },
    });
    expect(session.status).toBe(201);
    const { outputId } = await run(t, owner.cookie, session.json.data.id, { tool: 'swot' });
    const output = await t.request(`/api/v1/outputs/${outputId}`, { cookie: owner.cookie });
    const text = JSON.stringify(output.json.data);
    expect(text).toContain('Fernleaf Skincare');
    expect(output.json.data.title).toContain('Fernleaf Skincare');
    expect(output.json.data.title).not.toContain('Kestrel Agency');
    expect(output.json.data.client_id).toBe(client!.id);
  });

  it('grounds work without a client in the agency itself', async () => {
    const session = await t.request('/api/v1/agent-sessions', {
      cookie: owner.cookie,
      body: { agent_type: 'strategy' },
    });
    const { outputId } = await run(t, owner.cookie, session.json.data.id, { tool: 'swot' });
    const output = await t.request(`/api/v1/outputs/${outputId}`, { cookie: owner.cookie });
    expect(JSON.stringify(output.json.data)).toContain('Kestrel Agency');
  });
});
