// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RunStatusBadge } from './run-status-badge';

afterEach(cleanup);

describe('RunStatusBadge', () => {
  it('says a session with outputs but no recorded run is completed, not "Not run yet"', () => {
    render(<RunStatusBadge status={null} hasOutputs />);
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.queryByText('Not run yet')).toBeNull();
  });

  it('says "Not run yet" only when nothing has run and nothing was made', () => {
    render(<RunStatusBadge status={null} />);
    expect(screen.getByText('Not run yet')).toBeTruthy();
  });

  it('shows the latest run over the outputs: a failed retry stays failed', () => {
    render(<RunStatusBadge status="failed" hasOutputs />);
    expect(screen.getByText('Failed')).toBeTruthy();
  });
});
