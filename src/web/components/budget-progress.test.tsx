// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BudgetProgress } from './budget-progress';

afterEach(cleanup);

describe('BudgetProgress', () => {
  it('flags an overspent budget in red with its percentage and the overspend', () => {
    render(
      <BudgetProgress budgetCents={100_000} spentCents={198_000} label="Lumen budget spent" />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Lumen budget spent' });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toContain('(198%)');
    const flag = screen.getByText('198% · Over budget by $980');
    expect(flag.className).toContain('text-destructive');
    expect(bar.firstElementChild!.className).toContain('bg-destructive');
  });

  it('shows the share within budget, and the spend alone without one', () => {
    render(<BudgetProgress budgetCents={100_000} spentCents={45_000} />);
    expect(screen.getByText('45%')).toBeTruthy();
    cleanup();
    render(<BudgetProgress budgetCents={null} spentCents={45_000} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('$450')).toBeTruthy();
  });
});
