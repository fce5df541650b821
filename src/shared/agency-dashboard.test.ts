import { describe, expect, it } from 'vitest';
import { agencyDashboardState, describeActivity } from './agency-dashboard';

const facts = (
  action: string,
  overrides: Partial<Parameters<typeof describeActivity>[0]> = {},
) => ({
  user_name: 'Jordan',
  action,
  client_name: 'Fernleaf',
  entity_type: 'campaign',
  entity_name: 'Summer Launch',
  ...overrides,
});

describe('describeActivity', () => {
  it('writes every action the activity log holds as a sentence', () => {
    expect(
      [
        'campaign.created',
        'campaign.updated',
        'campaign.completed',
        'campaign.archived',
        'campaign.restored',
        'metrics.imported',
      ].map((a) => describeActivity(facts(a))),
    ).toEqual([
      'Jordan created the campaign Summer Launch for Fernleaf',
      'Jordan updated the campaign Summer Launch for Fernleaf',
      'Jordan completed the campaign Summer Launch for Fernleaf',
      'Jordan archived the campaign Summer Launch for Fernleaf',
      'Jordan restored the campaign Summer Launch for Fernleaf',
      'Jordan added performance figures to the campaign Summer Launch for Fernleaf',
    ]);
    const client = { entity_type: 'client', entity_name: 'Fernleaf' };
    expect(
      ['client.created', 'client.updated', 'client.archived', 'client.restored'].map((a) =>
        describeActivity(facts(a, client)),
      ),
    ).toEqual([
      'Jordan added the client Fernleaf',
      'Jordan updated the client Fernleaf',
      'Jordan archived the client Fernleaf',
      'Jordan restored the client Fernleaf',
    ]);
    expect(
      describeActivity(facts('joined the team', { client_name: null, entity_type: 'user' })),
    ).toBe('Jordan joined the team');
    expect(
      describeActivity(facts('saved Brand Strategy', { client_name: null, entity_type: 'output' })),
    ).toBe('Jordan saved Brand Strategy');
  });

  it('names a campaign without a client or a name plainly', () => {
    expect(describeActivity(facts('campaign.created', { client_name: null }))).toBe(
      'Jordan created the campaign Summer Launch',
    );
    expect(describeActivity(facts('campaign.archived', { entity_name: null }))).toBe(
      'Jordan archived a campaign for Fernleaf',
    );
  });

  it('never shows an unknown action code', () => {
    const sentence = describeActivity(
      facts('approval.requested', { entity_type: 'output', entity_name: 'Q3 plan' }),
    );
    expect(sentence).toBe('Jordan made a change to the output Q3 plan for Fernleaf');
    expect(sentence).not.toContain('approval.requested');
  });
});

describe('agencyDashboardState', () => {
  it("is 'onboarding' with no clients, 'enterprise' otherwise", () => {
    expect(agencyDashboardState(0)).toBe('onboarding');
    expect(agencyDashboardState(1)).toBe('enterprise');
  });
});
