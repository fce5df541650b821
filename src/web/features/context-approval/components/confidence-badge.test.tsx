// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfidenceBadge } from './confidence-badge';

afterEach(cleanup);

describe('ConfidenceBadge', () => {
  it.each([
    [0.95, 'high', 'text-success', 'High confidence: 95%'],
    [0.8, 'high', 'text-success', 'High confidence: 80%'],
    [0.79, 'medium', 'text-warning-text', 'Medium confidence: 79%'],
    [0.6, 'medium', 'text-warning-text', 'Medium confidence: 60%'],
    [0.59, 'low', 'text-destructive', 'Low confidence: 59%'],
    [0, 'low', 'text-destructive', 'Low confidence: 0%'],
  ])('shows %s as %s (green ≥ 0.8, yellow ≥ 0.6, red below)', (score, tone, colour, text) => {
    render(<ConfidenceBadge score={score} />);
    const badge = screen.getByText(text);
    expect(badge.dataset.tone).toBe(tone);
    expect(badge.className).toContain(colour);
  });
});
