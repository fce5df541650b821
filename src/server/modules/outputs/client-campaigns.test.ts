import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_RUN_MESSAGES } from '@/shared/agent-runs';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { seedFor } from '../dashboard/testing';

type Owner = Awaited<ReturnType<TestApp['createUser']>>;

/**
 * Clients' data stay apart (seed 001 §2, issue 26): a client's output or agent session joins
 * only that client's campaigns, never another client's or the agency's own.
 */
describe("a client's work stays with that client's campaigns", () => {
  let t: TestApp;
  let agency: Owner;
  let fernleafOutput: string;
  let agencyOutput: string;
  let fernleafCampaign: string;
  let harborCampaign: string;
  let agencyCampaign: string;
  let fernleaf: string;

  beforeAll(async () => {
    t = await createTestApp();
    agency = await t.createUser({ organizationName: 'Lumen Agency', organizationType: 'AGENCY' });
    const seed = seedFor(t.ctx.db, agency);
    fernleaf = (await seed.client({ name: 'Fernleaf Dental' })).id;
    const harbor = (await seed.client({ name: 'Harbor Gym' })).id;
    fernleafCampaign = (await seed.campaign({ name: 'Spring Smiles', clientId: fernleaf })).id;
    harborCampaign = (await seed.campaign({ name: 'Harbor Summer', clientId: harbor })).id;
    agencyCampaign = (await seed.campaign({ name: 'Lumen’s own launch' })).id;
    fernleafOutput = (await seed.output('strategy', { clientId: fernleaf })).id;
    agencyOutput = (await seed.output('strategy')).id;
  });
  afterAll(() => t.close());

  const patch = (path: string, body: unknown) =>
    t.request(`/api/v1${path}`, { cookie: agency.cookie, method: 'PATCH', body });

  it("refuses to move a client's output into another client's campaign or the agency's own", async () => {
    for (const campaign of [harborCampaign, agencyCampaign]) {
      const res = await patch(`/outputs/${fernleafOutput}`, { campaign_id: campaign });
      expect(res.status).toBe(400);
      expect(res.json.error).toMatchObject({
        message: AGENT_RUN_MESSAGES.campaignOfAnotherClient,
        field: 'campaign_id',
      });
    }
    const output = await t.request(`/api/v1/outputs/${fernleafOutput}`, { cookie: agency.cookie });
    expect(output.json.data).toMatchObject({ client_id: fernleaf, campaign_id: null });
  });

  it("moves a client's output into that client's campaign", async () => {
    const res = await patch(`/outputs/${fernleafOutput}`, { campaign_id: fernleafCampaign });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ client_id: fernleaf, campaign_id: fernleafCampaign });
  });

  it("lets the agency's own work join a client's campaign, which makes it that client's", async () => {
    const res = await patch(`/outputs/${agencyOutput}`, { campaign_id: harborCampaign });
    expect(res.status).toBe(200);
    expect(res.json.data.campaign_id).toBe(harborCampaign);
  });

  it("keeps a client's agent session to that client's campaigns, when created and when changed", async () => {
    const created = await t.request('/api/v1/agent-sessions', {
      cookie: agency.cookie,
      body: { agent_type: 'strategy', client_id: fernleaf, campaign_id: harborCampaign },
    });
    expect(created.status).toBe(400);
    expect(created.json.error.message).toBe(AGENT_RUN_MESSAGES.campaignOfAnotherClient);

    const session = await t.request('/api/v1/agent-sessions', {
      cookie: agency.cookie,
      body: { agent_type: 'strategy', client_id: fernleaf },
    });
    expect(session.status).toBe(201);
    const moved = await patch(`/agent-sessions/${session.json.data.id}`, {
      campaign_id: harborCampaign,
    });
    expect(moved.status).toBe(400);
    expect(moved.json.error.message).toBe(AGENT_RUN_MESSAGES.campaignOfAnotherClient);
    const kept = await patch(`/agent-sessions/${session.json.data.id}`, {
      campaign_id: fernleafCampaign,
    });
    expect(kept.status).toBe(200);
  });
});
