// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { IntelligenceReadiness, RecentOutput } from '@/shared/dashboard';
import { computeUnlocks } from '@/shared/unlocks';
import { renderApp, stubApi } from '@/web/testing/render';
import { SmeWelcome } from './sme-welcome';

const unlocks = computeUnlocks({
  campaignCount: 0,
  documentCount: 0,
  aiInteractions: 5,
  clientCount: 0,
  organizationType: 'SME',
});

const output = (n: number, agent_type: string, output_type: string, title: string) =>
  ({
    id: `7f1e1c9e-0000-4000-8000-00000000000${n}`,
    org_id: '7f1e1c9e-0000-4000-8000-0000000000aa',
    agent_type,
    output_type,
    title,
    created_at: new Date(Date.now() - n * 60_000).toISOString(),
    summary: null,
  }) satisfies RecentOutput;

function serve(recent: RecentOutput[], readiness: Partial<IntelligenceReadiness>) {
  stubApi(
    {
      '/dashboard/recent-outputs': { data: recent },
      '/dashboard/readiness': {
        data: {
          has_strategy: false,
          has_persona: false,
          has_marketing_strategy: false,
          has_content: false,
          total_outputs: recent.length,
          readiness_score: 0,
          is_ready: false,
          ...readiness,
        },
      },
      // The engine the runs use (the run times say "Seconds, offline" without a model).
      '/agents': { data: [], engine: { engine: 'offline', model: null } },
    },
    { fallback: () => ({}) },
  );
}

const renderWelcome = (hasWork = true) =>
  renderApp(<SmeWelcome organizationName="Lumen Yoga" unlocks={unlocks} hasWork={hasWork} />);

describe('SME welcome', () => {
  it("lists a Quick Start's results and opens the personas it saved, not locked", async () => {
    serve(
      [
        output(1, 'marketing_strategy', 'marketing_plan', 'Marketing plan (quick): Lumen Yoga'),
        output(2, 'persona', 'persona', 'Persona: Busy Beth'),
        output(3, 'persona', 'persona', 'Persona: Early Ed'),
        output(4, 'persona', 'persona', 'Persona: Studio Sam'),
        output(5, 'strategy', 'swot', 'SWOT Analysis: Lumen Yoga'),
      ],
      { has_strategy: true, has_persona: true, has_marketing_strategy: true },
    );
    renderWelcome();
    expect(await screen.findByRole('link', { name: /Marketing plan \(quick\)/ })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /^Persona: / })).toHaveLength(3);
    expect(screen.getByRole('link', { name: /SWOT Analysis: Lumen Yoga/ })).toBeTruthy();
    const personas = await screen.findByRole('link', { name: /Open your personas/ });
    expect(personas.getAttribute('href')).toBe('/persona');
    expect(
      screen.getByRole('heading', { name: 'Know Your Customers' }).parentElement?.textContent,
    ).not.toContain('Locked');
  });

  it('says what unlocks personas while there are none, and lists nothing', async () => {
    serve([], {});
    renderWelcome(false);
    expect(await screen.findByRole('link', { name: /Open Persona/ })).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Know Your Customers' }).parentElement?.textContent,
    ).toContain('Locked: Create your first campaign');
    expect(screen.queryByRole('region', { name: 'Recent Intelligence' })).toBeNull();
    // Nothing is asked of a fresh organization but the engine its runs use.
    const asked = vi.mocked(fetch).mock.calls.map(([url]) => String(url).split('?')[0]);
    expect(asked.every((url) => url === '/api/v1/agents')).toBe(true);
    // Without a model, the offline engine drafts in seconds and the cards say so.
    expect((await screen.findAllByText('Seconds, offline')).length).toBeGreaterThanOrEqual(3);
  });
});
