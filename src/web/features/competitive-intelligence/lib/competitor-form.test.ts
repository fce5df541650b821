// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPETITOR_MESSAGES } from '@/shared/competitive-intelligence';
import { QUICK_WIN_STORAGE_KEY } from '@/shared/dashboard';
import { competitorFormSchema, emptyCompetitorForm, toCompetitorInput } from './competitor-form';
import { hasCompetitorTemplate, takeCompetitorTemplate } from './template';

describe('competitor form', () => {
  const parse = (values: Partial<ReturnType<typeof emptyCompetitorForm>>) =>
    competitorFormSchema.safeParse({ ...emptyCompetitorForm('Acme'), ...values });

  it('reads a bare domain as https, lines as items, empty texts as cleared', () => {
    const parsed = parse({ website: 'acme.example.com', strengths: 'Fast\n\n  Cheap  \n' });
    expect(parsed.success).toBe(true);
    expect(toCompetitorInput(parsed.data!)).toEqual({
      name: 'Acme',
      website: 'https://acme.example.com',
      positioning: null,
      strengths: ['Fast', 'Cheap'],
      weaknesses: [],
      notes: null,
    });
  });

  it('refuses what the server refuses, with its messages', () => {
    const message = (values: Parameters<typeof parse>[0]) =>
      parse(values).error?.issues[0]?.message;
    expect(message({ name: '  ' })).toBe(COMPETITOR_MESSAGES.nameRequired);
    expect(message({ website: 'javascript:alert(1)' })).toBe(COMPETITOR_MESSAGES.websiteInvalid);
    expect(message({ weaknesses: Array(13).fill('x').join('\n') })).toBe(
      COMPETITOR_MESSAGES.tooManyItems('weaknesses'),
    );
  });
});

describe('the palette template', () => {
  beforeEach(() => localStorage.clear());

  it('is taken once, and another agent’s template is left alone', () => {
    localStorage.setItem(QUICK_WIN_STORAGE_KEY, 'competitor-analysis');
    expect(hasCompetitorTemplate()).toBe(true);
    expect(takeCompetitorTemplate()).toBe(true);
    expect(takeCompetitorTemplate()).toBe(false);
    localStorage.setItem(QUICK_WIN_STORAGE_KEY, 'customer-discovery');
    expect(takeCompetitorTemplate()).toBe(false);
    expect(localStorage.getItem(QUICK_WIN_STORAGE_KEY)).toBe('customer-discovery');
  });
});
