// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERFORMANCE_MESSAGES } from '@/shared/performance-intelligence';
import { PeriodPicker } from './period-picker';

afterEach(cleanup);

describe('PeriodPicker', () => {
  it('gives a preset at once and, with its Apply button, two checked dates', () => {
    const onChange = vi.fn();
    render(<PeriodPicker value={{ period: 'last_30' }} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'last_7' } });
    expect(onChange).toHaveBeenLastCalledWith({ period: 'last_7' });

    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'custom' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-20' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe(PERFORMANCE_MESSAGES.fromAfterTo);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenLastCalledWith({
      period: 'custom',
      from: '2026-03-20',
      to: '2026-03-31',
    });
  });

  it('inside a form (live) applies valid dates as typed and reports whether they are usable', () => {
    const onChange = vi.fn();
    const onValidity = vi.fn();
    render(
      <PeriodPicker
        value={{ period: 'last_30' }}
        onChange={onChange}
        live
        onValidity={onValidity}
      />,
    );
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'custom' } });
    expect(onValidity).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-10' } });
    expect(onValidity).toHaveBeenLastCalledWith(true);
    expect(onChange).toHaveBeenLastCalledWith({
      period: 'custom',
      from: '2026-03-01',
      to: '2026-03-10',
    });
  });
});
