import { describe, expect, it } from 'vitest';
import { offlineOutput } from '../engine/complete-output';
import { contextDocument, groundContext } from '../engine/load-context';
import { personaTool } from './index';
import { offlinePersona, type PersonaFacts } from './offline';

describe('an offline persona', () => {
  it('takes a pain from the documents it was given, with where it came from', () => {
    const ctx = groundContext({
      business: {
        organization_name: 'Kettle & Crane',
        company_name: 'Kettle & Crane',
        industry: 'E-commerce',
        company_size: '11-50 employees',
        description: 'Bristol roastery selling coffee subscriptions online.',
        details: { challenges: ['Subscribers cancel when unopened bags pile up'] },
      },
      campaign: null,
      documents: [
        contextDocument({
          id: 'doc-1',
          title: 'Cancellation survey 2026',
          text: 'Cancellation survey, autumn 2026. 39% of subscribers who cancel say coffee piles up before they finish a bag. 22% say the price went up.',
        }),
      ],
      outputs: [],
      message: null,
    });
    const persona = offlineOutput(personaTool, ctx);
    expect(persona.pains).toContain(
      '39% of subscribers who cancel say coffee piles up before they finish a bag (Cancellation survey 2026)',
    );
    expect(persona.sources).toContainEqual(
      expect.objectContaining({ kind: 'document', title: 'Cancellation survey 2026' }),
    );
  });
});

describe('a persona for a segment that already has one', () => {
  it('is a variation with another name, and says so', () => {
    const ctx = groundContext({
      business: {
        organization_name: 'Kettle & Crane',
        company_name: 'Kettle & Crane',
        industry: 'E-commerce',
        company_size: '11-50 employees',
        description: 'Bristol roastery selling coffee subscriptions online.',
        details: { targetMarket: 'UK home brewers who buy coffee every month' },
      },
      campaign: null,
      documents: [],
      outputs: [],
      message: null,
    });
    const first = offlinePersona(ctx);
    expect(first.summary).not.toContain('A variation on');
    const second = offlinePersona({
      ...ctx,
      facts: { existing: [{ name: first.name, segment: first.segment }] } satisfies PersonaFacts,
    });
    expect(second.segment).toBe(first.segment);
    expect(second.name).not.toBe(first.name);
    expect(second.summary).toContain(
      `A variation on ${first.name}, the earlier persona for this segment`,
    );
    expect(second.pains[0]).not.toBe(first.pains[0]);
  });
});
