import { describe, expect, it } from 'vitest';
import { pastedFields } from '@/shared/text-quality';
import { groundContext } from '../engine/load-context';
import { OFFLINE_STRATEGY } from '../strategy/offline';
import { offlineMarketingPlan } from './offline';

const DESCRIPTION =
  'Bristol roastery selling speciality coffee online in pounds sterling (GBP), mostly as a fortnightly subscription with freshly roasted beans delivered through the letterbox. Pact, Origin and Grind compete for the same subscribers.';
const TARGET = 'UK home brewers aged 28 to 45 who own a grinder and buy coffee every month';

const ctx = groundContext({
  business: {
    organization_name: 'Kettle & Crane Coffee',
    company_name: 'Kettle & Crane',
    industry: 'E-commerce',
    company_size: '11-50 employees',
    description: DESCRIPTION,
    details: {
      targetMarket: TARGET,
      uniqueValue: 'Beans roasted to order and posted within 24 hours of roasting',
      competitors: ['Pact', 'Origin', 'Grind'],
    },
  },
  campaign: null,
  documents: [],
  outputs: [],
  message: null,
});

describe('a positioning statement', () => {
  it('says what the company is from its description, never the description or the target market whole', () => {
    const plan = offlineMarketingPlan(ctx, 'quick');
    expect(plan.positioning).toBe(
      'For UK home brewers, Kettle & Crane is the Bristol roastery that delivers beans roasted to order and posted within 24 hours of roasting, unlike Pact or Origin.',
    );
    const stp = OFFLINE_STRATEGY.stp(ctx);
    expect(stp.positioning.statement).toMatch(
      /^For UK home brewers who look for .+, Kettle & Crane is the Bristol roastery delivering /,
    );
    for (const text of [JSON.stringify(plan), JSON.stringify(stp)]) {
      expect(text).not.toContain('E-commerce product range');
      expect(pastedFields(text, { description: DESCRIPTION, targetMarket: TARGET })).toEqual([]);
    }
  });
});
