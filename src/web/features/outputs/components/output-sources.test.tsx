// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OUTPUT_SOURCE_MESSAGES } from '@/shared/output-sources';
import { OutputSourcesList, StaleBanner } from './output-sources';

afterEach(cleanup);

const DOC = '2f6c1d9e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';

describe('output sources', () => {
  it('lists each source with a link and whether it changed or is gone', () => {
    render(
      <MemoryRouter>
        <OutputSourcesList
          loading={false}
          error={null}
          sources={[
            {
              kind: 'business_context',
              id: 'o',
              title: 'Harbor business context',
              changed: true,
              exists: true,
            },
            { kind: 'document', id: DOC, title: 'Tasting notes', changed: false, exists: true },
            { kind: 'document', id: 'x', title: 'Old price list', changed: true, exists: false },
          ]}
        />
      </MemoryRouter>,
    );
    const region = screen.getByRole('region', { name: 'Sources' });
    const items = within(region).getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link', { name: 'Harbor business context' })).toHaveProperty(
      'pathname',
      '/settings/workspace',
    );
    expect(within(items[0]!).getByText('Changed since')).toBeTruthy();
    expect(within(items[1]!).getByRole('link', { name: 'Tasting notes' })).toHaveProperty(
      'pathname',
      `/documents/${DOC}`,
    );
    expect(within(items[1]!).getByText('Unchanged')).toBeTruthy();
    // A deleted document is named, not linked.
    expect(within(items[2]!).queryByRole('link')).toBeNull();
    expect(within(items[2]!).getByText('Removed since')).toBeTruthy();
  });

  it('says when no sources were recorded', () => {
    render(<OutputSourcesList loading={false} error={null} sources={[]} />);
    expect(screen.getByText(/No sources were recorded for this output/)).toBeTruthy();
  });

  it('offers Refresh to writers only', async () => {
    const onRefresh = vi.fn();
    const { rerender } = render(
      <StaleBanner canRefresh refreshing={false} onRefresh={onRefresh} />,
    );
    expect(screen.getByText(OUTPUT_SOURCE_MESSAGES.staleBanner)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledOnce();
    rerender(<StaleBanner canRefresh={false} refreshing={false} onRefresh={onRefresh} />);
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
  });
});
