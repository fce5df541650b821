// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PortersFiveForcesContent, SwotContent } from '@/shared/agent-runs';
import { CurrencyContext } from '@/web/lib/money';
import { json, renderApp } from '@/web/testing/render';
import { OutputRenderer } from './output-renderer';

const base = {
  summary: 'Northwind leads on freshness.',
  recommendations: [
    {
      title: 'Relaunch subscriptions',
      detail: 'Skip-or-swap plan for Northwind.',
      priority: 'high' as const,
    },
  ],
  sources: [{ kind: 'business_context' as const, id: null, title: 'Business context' }],
  assumptions: ['Margins are similar across channels'],
};

describe('SWOT renderer', () => {
  it('lays the four quadrants out with their evidenced points, recommendations and sources', () => {
    const content: SwotContent = {
      ...base,
      strengths: [
        {
          point: 'Northwind roasts to door in 48 hours',
          evidence: 'Business context: roast-to-door promise',
        },
      ],
      weaknesses: [{ point: 'One marketer', evidence: 'Team size' }],
      opportunities: [{ point: 'Café partners', evidence: '40 wholesale cafés' }],
      threats: [{ point: 'Supermarket brands', evidence: 'Price pressure' }],
    };
    render(<OutputRenderer outputType="swot" content={content} />);
    const grid = screen.getByRole('group', { name: 'SWOT grid' });
    for (const heading of ['Strengths', 'Weaknesses', 'Opportunities', 'Threats']) {
      expect(within(grid).getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(within(grid).getByText('Northwind roasts to door in 48 hours')).toBeTruthy();
    expect(within(grid).getByText('Business context: roast-to-door promise')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Recommendations' })).toBeTruthy();
    expect(screen.getByText('Relaunch subscriptions')).toBeTruthy();
    expect(screen.getByText('Business context')).toBeTruthy();
  });

  it('also reads outputs whose items are plain strings (the demo data)', () => {
    render(
      <OutputRenderer
        outputType="swot"
        content={{
          framework: 'swot',
          strengths: ['Direct-trade relationships'],
          weaknesses: [],
          opportunities: ['Gift boxes'],
          threats: ['Price volatility'],
        }}
      />,
    );
    expect(screen.getByText('Direct-trade relationships')).toBeTruthy();
    expect(screen.getByText('Nothing listed.')).toBeTruthy();
    expect(document.body.textContent).not.toContain('{');
  });
});

describe("Porter's Five Forces renderer", () => {
  it('shows every force with an intensity bar and the market attractiveness', () => {
    const force = (
      name: PortersFiveForcesContent['forces'][number]['force'],
      intensity: 'low' | 'medium' | 'high',
    ) => ({
      force: name,
      intensity,
      drivers: [`${name} driver`],
      response: `${name} response`,
    });
    const content: PortersFiveForcesContent = {
      ...base,
      market_attractiveness: 'medium',
      forces: [
        force('competitive_rivalry', 'high'),
        force('threat_of_new_entrants', 'low'),
        force('threat_of_substitutes', 'medium'),
        force('buyer_power', 'high'),
        force('supplier_power', 'low'),
      ],
    };
    render(<OutputRenderer outputType="porters_five_forces" content={content} />);
    expect(screen.getByRole('heading', { name: 'Competitive rivalry' })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Intensity: high' })).toHaveLength(2);
    expect(screen.getAllByRole('img', { name: /^Intensity:/ })).toHaveLength(5);
    expect(screen.getByText(/Market attractiveness/)).toBeTruthy();
  });

  it('falls back to readable sections when the content does not match the framework', () => {
    render(
      <OutputRenderer
        outputType="porters_five_forces"
        content={{ forces: 'unknown', note: 'Drafted by hand' }}
      />,
    );
    expect(screen.getByText('Drafted by hand')).toBeTruthy();
  });
});

describe('generic renderer', () => {
  it('renders a persona and a marketing plan as labelled sections, never raw JSON', () => {
    const { unmount } = render(
      <OutputRenderer
        outputType="persona"
        content={{
          name: 'The Weekend Brewer',
          goals: ['Brew café-quality pour-over'],
          pains: ['Stale beans'],
          quote: 'I want to know who grew it.',
        }}
      />,
    );
    expect(screen.getByText('I want to know who grew it.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Goals' })).toBeTruthy();
    expect(screen.getByText('The Weekend Brewer')).toBeTruthy();
    unmount();
    render(
      <OutputRenderer
        outputType="marketing_plan"
        content={{
          channels: [{ channel: 'Email', budget_share: 0.2, rationale: 'Highest-converting' }],
          messaging: 'Fresh in 48 hours',
          timeline: ['Weeks 1-2: relaunch'],
        }}
      />,
    );
    expect(screen.getByText('20%')).toBeTruthy();
    expect(screen.getByText('Email')).toBeTruthy();
    expect(document.body.textContent).not.toContain('"channel"');
  });
});

describe('an offline draft', () => {
  const swot: SwotContent = {
    ...base,
    strengths: [{ point: 'Fresh roasts', evidence: 'Roast-to-door promise' }],
    weaknesses: [],
    opportunities: [],
    threats: [],
  };
  const renderWith = (props: { engine?: 'offline' | 'model'; audience?: 'team' | 'client' }) => {
    // Nobody is signed in: the note's link is for owners and admins.
    return renderApp(<OutputRenderer outputType="swot" content={swot} {...props} />, {
      api: {},
      fallback: () => json({}, 401),
    });
  };

  it('says once, on top, that no language model wrote it', () => {
    renderWith({ engine: 'offline' });
    const notes = screen.getAllByRole('note');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.textContent).toContain('without a language model');
    expect(notes[0]!.textContent).toContain('An owner or admin can connect a model');
  });

  it('says nothing of it for a model’s output or in the client’s portal', () => {
    renderWith({ engine: 'model' });
    expect(screen.queryByRole('note')).toBeNull();
    cleanup();
    renderWith({ engine: 'offline', audience: 'client' });
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe('a long output (issue 29: a campaign plan 8,500 px tall on a phone)', () => {
  const phase = (n: number) => ({
    name: `Phase ${n}`,
    goal: `Goal of phase ${n}`,
    starts_on: `2026-0${n}-01`,
    ends_on: `2026-0${n}-20`,
    tasks: [
      {
        title: `Task ${n}`,
        description: `What task ${n} does`,
        channel: 'Email',
        owner_role: 'Marketer',
        due_date: `2026-0${n}-10`,
        budget_share: 10,
      },
    ],
  });
  const plan = (phases: number) => ({
    ...base,
    campaign_name: 'Spring Push',
    starts_on: '2026-01-01',
    ends_on: '2026-06-30',
    budget: 12_000,
    phases: Array.from({ length: phases }, (_, i) => phase(i + 1)),
    kpis: [{ name: 'Sign-ups', target: '400 by June' }],
  });
  const show = (content: object, currency?: string) => {
    return renderApp(
      <CurrencyContext.Provider value={currency ?? 'USD'}>
        <OutputRenderer outputType="campaign_plan" content={content as Record<string, unknown>} />
      </CurrencyContext.Provider>,
    );
  };

  it('lists its sections on top and lets each fold with a labelled button', async () => {
    show(plan(4));
    const toc = await screen.findByRole('navigation', { name: 'Sections of this output' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Phase 1 Jan 1 – Jan 20',
      'Phase 2 Feb 1 – Feb 20',
      'Phase 3 Mar 1 – Mar 20',
      'Phase 4 Apr 1 – Apr 20',
      'KPIs',
    ]);
    const toggle = screen.getByRole('button', { name: 'Collapse Phase 3 Mar 1 – Mar 20' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const body = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(body.hidden).toBe(true);
    // Its entry in the contents unfolds it again and moves the focus there.
    fireEvent.click(links[2]!);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(body.hidden).toBe(false);
    expect(document.activeElement).toBe(toggle);

    fireEvent.click(within(toc).getByRole('button', { name: 'Collapse all' }));
    const toggles = screen.getAllByRole('button').filter((b) => b.hasAttribute('aria-expanded'));
    expect(toggles).toHaveLength(5);
    expect(toggles.every((t) => t.getAttribute('aria-expanded') === 'false')).toBe(true);
    fireEvent.click(within(toc).getByRole('button', { name: 'Expand all' }));
    expect(toggles.every((t) => t.getAttribute('aria-expanded') === 'true')).toBe(true);
    // The headings stay headings.
    expect(screen.getByRole('heading', { name: 'KPIs' })).toBeTruthy();
  });

  it('leaves a short output as it is', () => {
    show(plan(3));
    expect(screen.queryByRole('navigation', { name: 'Sections of this output' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Collapse / })).toBeNull();
  });

  it("names each task's column in the cell, for the cards a phone shows, in the org's currency", () => {
    show(plan(1), 'EUR');
    const table = screen.getByRole('table', { name: 'Tasks of the Phase 1 phase' });
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual([
      null,
      'Channel',
      'Owner',
      'Due',
      'Budget',
    ]);
    expect(cells[4]!.textContent).toBe('10% · €1,200');
  });
});
