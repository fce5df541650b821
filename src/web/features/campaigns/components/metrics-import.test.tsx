// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/web/testing/render';
import { MetricsImport } from './metrics-import';

/** Renders the import with the API answering every import; returns the addresses it posted to. */
function renderImport() {
  const { calls, user } = renderApp(<MetricsImport campaignId="c-1" campaignName="Spring" />, {
    api: {},
    fallback: () => ({
      data: { imported: 1, spent_cents: 0, first_date: '2026-04-01', last_date: '2026-04-01' },
    }),
  });
  return { posted: calls, user };
}

const partial = () =>
  new File(['date,clicks\n2026-04-01,60\n'], 'clicks.csv', { type: 'text/csv' });

describe('MetricsImport: merging or replacing days (issue 26, hole 8)', () => {
  it('merges by default: the preview says the figures the file lacks are kept', async () => {
    const { posted, user } = renderImport();
    await user.upload(screen.getByLabelText('CSV file'), partial());
    const table = await screen.findByRole('table', { name: 'Preview of the rows to import' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getAllByText('kept')).toHaveLength(4);
    expect(within(row!).getByText('60')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Import 1 row' }));
    await vi.waitFor(() => expect(posted).toEqual(['/campaigns/c-1/metrics/import']));
  });

  it('replaces whole days only when "Replace whole days" is checked, and the preview shows 0', async () => {
    const { posted, user } = renderImport();
    await user.upload(screen.getByLabelText('CSV file'), partial());
    const replace = await screen.findByRole('checkbox', { name: 'Replace whole days' });
    expect((replace as HTMLInputElement).checked).toBe(false);
    await user.click(replace);
    const table = screen.getByRole('table', { name: 'Preview of the rows to import' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getAllByText('0')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Import 1 row' }));
    await vi.waitFor(() => expect(posted).toEqual(['/campaigns/c-1/metrics/import?mode=replace']));
  });
});
