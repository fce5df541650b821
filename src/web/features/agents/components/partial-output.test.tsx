// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PartialOutput } from './partial-output';

describe('PartialOutput', () => {
  it('shows the summary and each section written so far, by its items’ first words', () => {
    render(
      <PartialOutput
        content={{
          summary: 'Northwind should lead with freshness.',
          strengths: [{ point: 'Roasted weekly', evidence: 'Context' }, { point: '' }],
          opportunities: [],
          sources: [{ kind: 'business_context', id: null, title: 'Northwind' }],
        }}
      />,
    );
    const region = screen.getByRole('region', { name: 'The answer so far' });
    expect(within(region).getByText('Northwind should lead with freshness.')).toBeTruthy();
    expect(within(region).getByRole('heading', { name: 'Strengths' })).toBeTruthy();
    expect(within(region).getByText('Roasted weekly')).toBeTruthy();
    expect(within(region).queryByText('Opportunities')).toBeNull();
    expect(within(region).queryByText('Sources')).toBeNull();
  });

  it('shows nothing before the answer has any words', () => {
    const { container } = render(<PartialOutput content={{ strengths: [{}] }} />);
    expect(container.innerHTML).toBe('');
  });
});
