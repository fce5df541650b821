// @vitest-environment happy-dom
import { configure, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AgentOutput } from '@/shared/agent-runs';
import { renderApp } from '@/web/testing/render';
import OutputsPage from './list';

configure({ asyncUtilTimeout: 5000 });

const NOW = new Date().toISOString();
const output: AgentOutput = {
  id: '5a0c7a36-8f0e-4d3e-9a57-0d2b1c3e4f50',
  org_id: 'org-1',
  agent_type: 'strategy',
  output_type: 'swot',
  title: 'SWOT Analysis: Northwind Roasters',
  summary: 'Freshness is the edge.',
  content: { strengths: ['Roast-to-door in 48 hours'] },
  engine: 'offline',
  model: null,
  saved: true,
  session_id: null,
  campaign_id: null,
  campaign_name: null,
  client_id: null,
  created_by: 'u-1',
  created_at: NOW,
  updated_at: NOW,
  stale: false,
};

function Address() {
  const location = useLocation();
  return <p data-testid="address">{location.pathname + location.search}</p>;
}

function renderOutputs(
  path: string,
  { level = 1, outputs = [output] }: { level?: number; outputs?: AgentOutput[] } = {},
) {
  const { fetch, user } = renderApp(
    <>
      <OutputsPage />
      <Address />
    </>,
    {
      at: path,
      path: '/outputs',
      routes: { '/outputs/saved': <OutputsPage preset="saved" /> },
      api: {
        '/outputs': { data: outputs, total: outputs.length },
        '/campaigns': { data: [], meta: { limit: 100, offset: 0, total: 0 } },
        '/progress': {
          data: { progress: { level, totalXP: (level - 1) * 100 }, achievements: [] },
        },
      },
    },
  );
  return { fetchMock: fetch, user };
}

describe('outputs list', () => {
  it('lists outputs and keeps the filters in the address and the API query', async () => {
    const { fetchMock, user } = renderOutputs('/outputs');
    const list = await screen.findByRole('list', { name: 'Outputs' });
    expect(
      within(list)
        .getByRole('link', { name: /SWOT Analysis: Northwind Roasters/ })
        .getAttribute('href'),
    ).toBe(`/outputs/${output.id}`);
    expect(within(list).getByText('Freshness is the edge.')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Type'), 'swot');
    expect(screen.getByTestId('address').textContent).toBe('/outputs?type=swot');
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        expect.stringContaining('output_type=swot'),
        expect.anything(),
      ),
    );
  });

  it('pre-filters /outputs/saved and says when nothing is there', async () => {
    const { fetchMock } = renderOutputs('/outputs/saved', { outputs: [] });
    expect(await screen.findByRole('heading', { name: 'Saved outputs', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No outputs yet' })).toBeTruthy();
    expect(screen.queryByLabelText('Saved')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining('saved=true'),
      expect.anything(),
    );
  });

  it('locks expert mode below level 5', async () => {
    renderOutputs('/outputs?view=expert', { level: 4 });
    expect(await screen.findByText('Expert Mode unlocks at level 5')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the dense table with the raw content from level 5', async () => {
    renderOutputs('/outputs?view=expert', { level: 5 });
    const table = await screen.findByRole('table');
    expect(
      within(table).getByRole('link', { name: 'SWOT Analysis: Northwind Roasters' }),
    ).toBeTruthy();
    expect(within(table).getByText(/"strengths"/).tagName).toBe('PRE');
  });
});
