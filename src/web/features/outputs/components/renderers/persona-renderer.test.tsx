// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { InterviewInsightsContent, PersonaContent } from '@/shared/persona';
import { OutputRenderer } from './output-renderer';

afterEach(cleanup);

const persona: PersonaContent = {
  name: 'Maya Okafor',
  age_range: '30-39',
  role: "Part of Northwind's core audience: home espresso enthusiasts",
  segment: 'Home espresso enthusiasts',
  summary: 'Maya pulls two shots every morning.',
  goals: ['Fresh beans every fortnight'],
  pains: ['Stale supermarket beans'],
  objections: ['Is a subscription worth it?'],
  buying_triggers: ['Running out of beans'],
  channels: ['Instagram'],
  content_preferences: ['Brew guides'],
  quote: '“I want coffee that tastes like the café.”',
  how_company_helps: 'Northwind roasts to order and ships in 48 hours.',
  sources: [{ kind: 'business_context', id: null, title: 'Business context' }],
  assumptions: ['Composite persona'],
};

describe('persona renderers', () => {
  it('shows the persona, their quote and every section', () => {
    render(<OutputRenderer outputType="persona" content={persona} />);
    expect(screen.getByRole('heading', { name: 'Maya Okafor' })).toBeTruthy();
    expect(screen.getByText('“I want coffee that tastes like the café.”')).toBeTruthy();
    for (const heading of [
      'Goals',
      'Pains',
      'Objections',
      'Buying triggers',
      'Channels',
      'Content preferences',
      'How we help',
    ]) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(screen.getByText('Stale supermarket beans')).toBeTruthy();
    expect(screen.getByText('Northwind roasts to order and ships in 48 hours.')).toBeTruthy();
  });

  it('shows interview insights with the quotes and implications', () => {
    const insights: InterviewInsightsContent = {
      persona_id: null,
      persona_name: 'Maya Okafor',
      summary: 'One question.',
      key_quotes: [{ question: 'What frustrates you?', quote: 'Stale beans.' }],
      needs: ['Freshness'],
      objections: ['Price'],
      implications: ['Lead with freshness'],
      sources: [],
      assumptions: [],
    };
    render(<OutputRenderer outputType="persona_interview_insights" content={insights} />);
    expect(screen.getByRole('heading', { name: 'Key quotes from Maya Okafor' })).toBeTruthy();
    expect(screen.getByText('Stale beans.')).toBeTruthy();
    expect(screen.getByText('Lead with freshness')).toBeTruthy();
  });
});
