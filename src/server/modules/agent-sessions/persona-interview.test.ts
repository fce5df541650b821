import { describe, expect, it } from 'vitest';
import { contextDocument, groundContext } from '../../agents/engine/load-context';
import { offlinePersona } from '../../agents/persona/offline';
import { offlinePersonaAnswer } from './persona-interview';

const ctx = groundContext({
  business: {
    organization_name: 'Kettle & Crane',
    company_name: 'Kettle & Crane',
    industry: 'E-commerce',
    company_size: '11-50 employees',
    description: 'Bristol roastery selling coffee subscriptions online.',
    details: {
      products: ['Fortnightly subscription'],
      challenges: ['Subscribers cancel when unopened bags pile up'],
    },
  },
  campaign: null,
  documents: [
    contextDocument({
      id: 'doc-1',
      title: 'Cancellation survey 2026',
      text: 'Cancellation survey, autumn 2026. We asked 412 subscribers who cancelled why they left. 39% of subscribers who cancel say coffee piles up before they finish a bag. 22% say the price went up. 14% moved to a supermarket brand.',
    }),
  ],
  outputs: [],
  message: null,
});
const persona = offlinePersona(ctx);
const ask = (question: string) => offlinePersonaAnswer(persona, question, ctx).join('');

describe('the offline persona interview', () => {
  it('answers why they cancel from the churn survey, and the price question with the price', () => {
    const cancel = ask('Why did you cancel?');
    const price = ask('Is £14 too much?');
    expect(cancel).not.toBe(price);
    expect(cancel).toContain(
      '“Cancellation survey 2026”: 39% of subscribers who cancel say coffee piles up before they finish a bag.',
    );
    expect(price).toMatch(/^£14 for the fortnightly subscription is not too much/);
    expect(price).toContain('according to “Cancellation survey 2026”: 22% say the price went up.');
    expect(price).not.toContain('39% of subscribers');
  });
});
