/** Business contexts of several industries and countries, for the offline text checks. */
import type { groundContext } from '../../agents/engine/load-context';

export type Business = Parameters<typeof groundContext>[0]['business'] & {};

const business = (b: Partial<Business> & { company_name: string }): Business => ({
  organization_name: b.company_name,
  industry: null,
  company_size: null,
  description: null,
  details: {},
  ...b,
});

export const CASES: { label: string; business: Business; focus: string | null; own: string[] }[] = [
  {
    label: 'UK coffee roaster with subscriptions',
    business: business({
      company_name: 'Northwind Roasters',
      industry: 'E-commerce',
      company_size: '11-50 employees',
      description:
        'Northwind Roasters is a specialty coffee roaster in Yorkshire selling single-origin beans by subscription across the UK, competing with Pact, Origin and Grind.',
      details: {
        targetMarket: 'home brewers in the UK who buy specialty coffee online',
        goals: ['Grow subscriptions to 2,000 while keeping monthly churn below 6%.'],
        uniqueValue: 'beans roasted to order and posted within 48 hours',
        products: ['Coffee subscription', 'Single-origin beans', 'Brewing kits'],
      },
    }),
    focus: 'How do we grow subscriptions without discounting below £14 a month?',
    own: ['Northwind', 'Roasters', 'Pact', 'Origin', 'Grind', 'Yorkshire'],
  },
  {
    label: 'B2B SaaS',
    business: business({
      company_name: 'Ledgerly',
      industry: 'SaaS/Software',
      company_size: '51-200 employees',
      description: 'Bookkeeping software for freelancers and micro-businesses.',
      details: {
        targetMarket: 'freelance designers and consultants',
        goals: ['Double trial-to-paid conversion'],
        uniqueValue: 'receipts matched automatically from email',
        competitors: ['Xero', 'QuickBooks'],
      },
    }),
    focus: 'Should we launch an annual plan for agencies?',
    own: ['Ledgerly', 'Xero', 'QuickBooks'],
  },
  {
    label: 'Retail brand',
    business: business({
      company_name: 'Fernleaf Skincare',
      industry: 'Retail',
      company_size: '11-50 employees',
      description: 'A mineral sunscreen brand with two shops in Bristol and an online store.',
      details: {
        targetMarket: 'outdoor families in the South West',
        goals: ['Bring more shoppers into the Bristol stores before summer'],
      },
    }),
    focus: 'What should our summer promotion focus on?',
    own: ['Fernleaf', 'Bristol'],
  },
  {
    label: 'Healthcare clinic',
    business: business({
      company_name: 'Brightside Physio',
      industry: 'Healthcare',
      company_size: '1-10 employees',
      description: 'Physiotherapy clinic specialising in sports injuries.',
      details: {
        targetMarket: 'amateur runners in Leeds',
        goals: ['Fill 40 new-patient appointments a month'],
      },
    }),
    focus: 'How can we get more referrals from running clubs?',
    own: ['Brightside', 'Physio', 'Leeds'],
  },
  {
    label: 'Non-profit',
    business: business({
      company_name: 'Riverside Food Bank',
      industry: 'Non-profit',
      description: 'Riverside Food Bank is a community food bank in Glasgow run by volunteers.',
      details: {
        targetMarket: 'local businesses and regular donors',
        goals: ['Grow monthly donors to 300 by December'],
      },
    }),
    focus: 'Which channels should we use to find monthly donors?',
    own: ['Riverside', 'Glasgow'],
  },
  {
    label: 'Manufacturing firm',
    business: business({
      company_name: 'Kestrel Valves',
      industry: 'Manufacturing',
      company_size: '51-200 employees',
      description:
        'Kestrel Valves makes stainless steel valves for food and beverage plants in Germany and Austria.',
      details: {
        targetMarket: 'maintenance managers at dairy and brewery plants',
        goals: ['Generate 60 qualified quote requests a quarter'],
        competitors: ['Alfa Laval', 'GEA'],
      },
    }),
    focus: 'How do we shorten the quote-to-order cycle?',
    own: ['Kestrel', 'Valves', 'Alfa', 'Laval', 'GEA'],
  },
  {
    label: 'long 40-word description',
    business: business({
      company_name: 'Harper & Lane',
      industry: 'Professional Services',
      company_size: '11-50 employees',
      description:
        'Harper & Lane is an independent accountancy practice in Manchester that helps owner-managed businesses with tax, payroll and monthly management accounts, and that has spent fifteen years building long relationships with family firms, restaurants and creative agencies across the North West.',
      details: { goals: ['Win 25 new retainer clients this year'] },
    }),
    focus: 'We are considering a fixed-fee retainer for restaurants.',
    own: ['Harper', 'Lane', 'Manchester'],
  },
  {
    label: 'almost nothing filled in',
    business: business({ company_name: 'Acme' }),
    focus: null,
    own: ['Acme'],
  },
];
