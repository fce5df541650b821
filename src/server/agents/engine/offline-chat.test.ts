import { describe, expect, it } from 'vitest';
import { offlineAnswer } from './offline-chat';
import type { AgentContext } from './types';

const ctx = {
  company: 'Green Leaf Cafe',
  industry: 'Retail',
  companySize: '11-50 employees',
  industryKnown: true,
  audienceKnown: true,
  audience: 'students',
  goalKnown: true,
  goal: 'Open a second location',
  campaign: { name: 'Spring launch' },
  outputs: [{ title: 'SWOT' }],
  message: 'How do we grow?',
  knowledge: {
    industry: 'retail',
    channels: ['Instagram', 'Local SEO', 'E-mail'],
    kpis: [{ name: 'Repeat purchase rate', benchmark: '20–30%' }],
  },
} as unknown as AgentContext;

describe('the offline conversation', () => {
  it('streams chunks that join back to the answer with every space in place', () => {
    const chunks = offlineAnswer(undefined, 'strategy', ctx);
    expect(chunks.length).toBeGreaterThan(3);
    const text = chunks.join('');
    expect(text).toContain('(11-50 employees), serves students');
    expect(text).toContain(
      '. This session is about the “Spring launch” campaign. I can build on “SWOT”.',
    );
    expect(text).not.toMatch(/\.[A-Z]/);
  });
});
