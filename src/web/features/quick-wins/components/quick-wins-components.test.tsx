// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuickWin, QuickWinsReport } from '@/shared/quick-wins';
import { OutputRenderer } from '@/web/features/outputs/components/renderers/output-renderer';
import { ChecklistCard } from './checklist-card';

afterEach(cleanup);

const OPPORTUNITY = {
  key: 'scale-roas:c1',
  kind: 'scale-roas' as const,
  title: 'Scale Spring Launch: it returns 3.00×',
  why: 'Spring Launch returns 3.00× on ad spend and has spent 28% of its budget, with $2,200 left.',
  effort: 'low' as const,
  impact: 'high' as const,
  impact_statement: 'Putting $440 to work sooner would bring about $1,320 in revenue.',
  figures: [
    { label: 'ROAS', value: 3, unit: 'multiple' as const },
    { label: 'Budget left', value: 220_000, unit: 'cents' as const },
  ],
  checklist: ['Raise the daily spend', 'Watch CPA for three days'],
  campaign_id: 'c1',
  campaign_name: 'Spring Launch',
  action_url: '/campaigns/c1/analytics',
  score: 3,
};

describe('quick wins output renderer', () => {
  it('shows each opportunity with its levels, why, impact, figures and advice', () => {
    const content: QuickWinsReport = {
      summary: '1 quick win for Northwind.',
      ranking_rule: 'Ranked by expected impact divided by effort.',
      opportunities: [{ ...OPPORTUNITY, advice: 'Raise it in steps of a fifth.' }],
      assumptions: [],
    };
    render(
      <MemoryRouter>
        <OutputRenderer outputType="quick_wins" content={content} />
      </MemoryRouter>,
    );
    expect(screen.getByText(OPPORTUNITY.title)).toBeTruthy();
    expect(screen.getByText('Effort: low')).toBeTruthy();
    expect(screen.getByText('Impact: high')).toBeTruthy();
    expect(screen.getByText('3.00×')).toBeTruthy();
    expect(screen.getByText('$2,200')).toBeTruthy();
    expect(screen.getByText('Raise it in steps of a fifth.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Accept or dismiss them on the Opportunities page' }),
    ).toBeTruthy();
  });

  it('falls back to the generic layout for content that is not a report', () => {
    render(
      <MemoryRouter>
        <OutputRenderer outputType="quick_wins" content={{ headline: 'Old shape' }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Old shape')).toBeTruthy();
    expect(screen.queryByText('{')).toBeNull();
  });
});

describe('checklist card', () => {
  const quickWin: QuickWin = {
    ...OPPORTUNITY,
    id: 'q1',
    status: 'accepted',
    checklist: [
      { label: 'Raise the daily spend', done: true },
      { label: 'Watch CPA for three days', done: false },
    ],
    baseline: null,
    result: null,
    client_id: null,
    output_id: null,
    accepted_at: '2026-03-01T10:00:00Z',
    completed_at: null,
    created_at: '2026-03-01T10:00:00Z',
    updated_at: '2026-03-01T10:00:00Z',
  };

  it('labels every step, toggles one and completes only when all are ticked (or anyway)', () => {
    const onToggle = vi.fn();
    const onComplete = vi.fn();
    render(
      <MemoryRouter>
        <ChecklistCard
          quickWin={quickWin}
          canWrite
          busyIndex={null}
          completing={false}
          onToggle={onToggle}
          onComplete={onComplete}
        />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article', { name: OPPORTUNITY.title });
    expect(within(card).getByText('Checklist · 1 of 2 done')).toBeTruthy();
    const step = within(card).getByRole('checkbox', { name: 'Watch CPA for three days' });
    fireEvent.click(step);
    expect(onToggle).toHaveBeenCalledWith(1, true);
    expect(
      (
        within(card).getByRole('button', {
          name: `Complete: ${OPPORTUNITY.title}`,
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    fireEvent.click(
      within(card).getByRole('button', { name: `Complete anyway: ${OPPORTUNITY.title}` }),
    );
    expect(onComplete).toHaveBeenCalledWith(true);
  });

  it('a reader sees the steps but cannot change them', () => {
    render(
      <MemoryRouter>
        <ChecklistCard
          quickWin={quickWin}
          canWrite={false}
          busyIndex={null}
          completing={false}
          onToggle={() => undefined}
          onComplete={() => undefined}
        />
      </MemoryRouter>,
    );
    expect(
      (screen.getByRole('checkbox', { name: 'Raise the daily spend' }) as HTMLInputElement)
        .disabled,
    ).toBe(true);
    expect(screen.queryByRole('button', { name: /Complete/ })).toBeNull();
  });
});
