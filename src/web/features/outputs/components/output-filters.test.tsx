// @vitest-environment happy-dom
import { cleanup, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outputsSearchParams } from '../api/get-outputs';
import { EMPTY_FILTERS, OutputFilters, type OutputFilterValues } from './output-filters';

// The machine running the suite may be busy: give streamed updates time to arrive.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

const campaigns = [
  { id: '0b8f9a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', name: 'Spring Subscription Launch' },
];

function Harness({
  onChange,
  locked,
}: {
  onChange: (v: OutputFilterValues) => void;
  locked?: { agent?: boolean };
}) {
  const [value, setValue] = useState(EMPTY_FILTERS);
  return (
    <OutputFilters
      value={value}
      campaigns={campaigns}
      locked={locked}
      debounceMs={10}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('output filters', () => {
  it('searches after a pause in typing and filters by agent, type, campaign and saved', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);

    await user.type(screen.getByLabelText('Search outputs'), 'coffee');
    await vi.waitFor(
      () => expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'coffee' })),
      { timeout: 5000 },
    );

    await user.selectOptions(screen.getByLabelText('Agent'), 'strategy');
    await user.selectOptions(screen.getByLabelText('Type'), 'swot');
    await user.selectOptions(screen.getByLabelText('Campaign'), 'Spring Subscription Launch');
    await user.selectOptions(screen.getByLabelText('Saved'), 'true');
    expect(onChange).toHaveBeenLastCalledWith({
      q: 'coffee',
      agent: 'strategy',
      type: 'swot',
      campaign: campaigns[0]!.id,
      saved: 'true',
    });

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenLastCalledWith(EMPTY_FILTERS);
    expect((screen.getByLabelText('Search outputs') as HTMLInputElement).value).toBe('');
  });

  it('hides a filter the page fixes', () => {
    render(<Harness onChange={vi.fn()} locked={{ agent: true }} />);
    expect(screen.queryByLabelText('Agent')).toBeNull();
    expect(screen.getByLabelText('Type')).toBeTruthy();
  });

  it('turns filters into the API query', () => {
    const params = outputsSearchParams({
      q: ' swot ',
      agent_type: 'strategy',
      saved: true,
      page: 3,
    });
    expect(Object.fromEntries(params)).toEqual({
      q: 'swot',
      agent_type: 'strategy',
      saved: 'true',
      limit: '20',
      offset: '40',
    });
    expect(Object.fromEntries(outputsSearchParams({ saved: false }))).toEqual({
      saved: 'false',
      limit: '20',
      offset: '0',
    });
  });
});
