/** The demo organizations' story: a coffee roaster (SME) and a small agency with clients. */
import type { CampaignStatus } from '@/shared/campaigns';

export type DemoCampaign = {
  name: string;
  description: string;
  campaign_type: string;
  status: CampaignStatus;
  priority_level: number;
  budget_dollars: number | null;
  /** Days from today (negative = past). */
  start_offset: number;
  end_offset: number;
  marketing_channels: string[];
  target_audience: string;
  goals: string[];
  success_metrics: string[];
  objectives: string;
  content_pillars: string[];
  target_personas: string[];
  tags: string[];
  /** Daily performance profile: impressions per day and rates; null = no data yet. */
  performance: { impressions: number; ctr: number; cvr: number; cpc: number; aov: number } | null;
  client?: string;
};

export const DEMO_SME = {
  email: 'demo-owner@northwind.example',
  name: 'Maya Chen',
  organization: 'Northwind Coffee Roasters',
  context: {
    companyName: 'Northwind Coffee Roasters',
    industry: 'E-commerce',
    companySize: '11-50 employees',
    description:
      'Small-batch specialty coffee roaster in Portland selling single-origin beans online by subscription and wholesale to 40 independent cafés. Known for transparent direct-trade sourcing and roast-to-door in 48 hours.',
  },
  campaigns: [
    {
      name: 'Spring Subscription Launch',
      description:
        'Relaunch the monthly subscription with a flexible "skip or swap" plan and a first-bag discount.',
      campaign_type: 'Product launch',
      status: 'active',
      priority_level: 9,
      budget_dollars: 12000,
      start_offset: -45,
      end_offset: 45,
      marketing_channels: ['Email', 'Paid social', 'Search ads (SEM)', 'Organic social'],
      target_audience:
        'Home-brewing coffee enthusiasts aged 28-45 in US metro areas who already buy specialty beans.',
      goals: ['500 new subscribers', 'Subscriber churn under 6% per month'],
      success_metrics: ['New subscriptions', 'Cost per subscriber', 'Month-2 retention'],
      objectives:
        'Grow recurring revenue so that subscriptions pass 40% of online sales by the end of Q2.',
      content_pillars: ['Origin stories', 'Brew guides', 'Roast-to-door freshness'],
      target_personas: ['The Weekend Brewer', 'The Busy Professional'],
      tags: ['subscriptions', 'q2'],
      performance: { impressions: 14000, ctr: 0.021, cvr: 0.034, cpc: 0.85, aov: 38 },
    },
    {
      name: 'Café Wholesale Outreach',
      description:
        'Win 15 new independent cafés in the Pacific Northwest with sampling kits and a barista training offer.',
      campaign_type: 'Lead generation',
      status: 'active',
      priority_level: 7,
      budget_dollars: 6000,
      start_offset: -80,
      end_offset: 20,
      marketing_channels: ['Email', 'Events', 'Direct mail', 'Partnerships'],
      target_audience: 'Owners of independent cafés with 1-3 locations in Oregon and Washington.',
      goals: ['15 new wholesale accounts'],
      success_metrics: ['Sample kits requested', 'Trial orders', 'Accounts won'],
      objectives: 'Make wholesale 35% of revenue with accounts that order weekly.',
      content_pillars: ['Consistency and training', 'Margin per cup'],
      target_personas: ['The Café Owner'],
      tags: ['wholesale', 'b2b'],
      performance: { impressions: 900, ctr: 0.045, cvr: 0.06, cpc: 1.6, aov: 420 },
    },
    {
      name: 'Holiday Gift Boxes',
      description:
        'Gift bundles of three single origins with a brewing card, sold November-December.',
      campaign_type: 'Sales promotion',
      status: 'completed',
      priority_level: 6,
      budget_dollars: 9000,
      start_offset: -150,
      end_offset: -100,
      marketing_channels: ['Paid social', 'Email', 'Display ads'],
      target_audience: 'Gift buyers looking for a premium food gift under $60.',
      goals: ['2,000 gift boxes sold'],
      success_metrics: ['Boxes sold', 'ROAS'],
      objectives: 'Clear seasonal lots and acquire new customers who return in January.',
      content_pillars: ['Gifting made easy', 'Meet the farmers'],
      target_personas: ['The Thoughtful Gifter'],
      tags: ['seasonal'],
      performance: { impressions: 22000, ctr: 0.018, cvr: 0.041, cpc: 0.7, aov: 54 },
    },
    {
      name: 'Brew Guide Content Series',
      description: 'Twelve brew guides (video and blog) to grow organic search traffic.',
      campaign_type: 'Content marketing',
      status: 'paused',
      priority_level: 4,
      budget_dollars: 2500,
      start_offset: -60,
      end_offset: 60,
      marketing_channels: ['Content / blog', 'Video', 'Search (SEO)'],
      target_audience: 'People searching how to brew pour-over, AeroPress and cold brew at home.',
      goals: ['10,000 monthly organic visits'],
      success_metrics: ['Organic sessions', 'Newsletter sign-ups'],
      objectives: 'Own the top three results for five brewing-method searches.',
      content_pillars: ['Brew guides'],
      target_personas: ['The Weekend Brewer'],
      tags: ['seo', 'content'],
      performance: null,
    },
    {
      name: 'Compostable Packaging Story',
      description: 'PR and social story about the switch to fully compostable bags.',
      campaign_type: 'Brand awareness',
      status: 'draft',
      priority_level: 3,
      budget_dollars: 0,
      start_offset: 30,
      end_offset: 75,
      marketing_channels: ['PR', 'Organic social'],
      target_audience: 'Sustainability-minded coffee drinkers and local press.',
      goals: ['Three local press mentions'],
      success_metrics: ['Press mentions', 'Social reach'],
      objectives:
        'Make sustainability a reason to choose Northwind over supermarket specialty brands.',
      content_pillars: ['Sustainability'],
      target_personas: ['The Conscious Shopper'],
      tags: ['brand', 'sustainability'],
      performance: null,
    },
  ] satisfies DemoCampaign[],
};

export const DEMO_AGENCY = {
  email: 'demo-agency@brightline.example',
  name: 'Jordan Ellis',
  organization: 'Brightline Marketing Studio',
  context: {
    companyName: 'Brightline Marketing Studio',
    industry: 'Professional Services',
    companySize: '11-50 employees',
    description:
      'Growth marketing agency for consumer brands: paid social, lifecycle e-mail and content for 5-15 clients at a time.',
  },
  clients: [
    {
      name: 'Fernleaf Skincare',
      industry: 'Retail',
      status: 'active' as const,
      retainer_dollars: 8500,
    },
    {
      name: 'Harbor Fitness Studios',
      industry: 'Healthcare',
      status: 'active' as const,
      retainer_dollars: 6000,
    },
    {
      name: 'Tidewater Outfitters',
      industry: 'E-commerce',
      status: 'paused' as const,
      retainer_dollars: 4500,
    },
  ],
  campaigns: [
    {
      client: 'Fernleaf Skincare',
      name: 'Fernleaf — Summer SPF Launch',
      description: 'Launch of a mineral SPF 30 with creators and paid social.',
      campaign_type: 'Product launch',
      status: 'active',
      priority_level: 8,
      budget_dollars: 18000,
      start_offset: -30,
      end_offset: 60,
      marketing_channels: ['Paid social', 'Email', 'Partnerships'],
      target_audience: 'Women 25-40 who buy clean skincare online.',
      goals: ['3,000 first orders'],
      success_metrics: ['First orders', 'ROAS'],
      objectives: 'Make the SPF the second best-selling product by August.',
      content_pillars: ['Ingredient transparency', 'Everyday protection'],
      target_personas: ['The Clean Beauty Shopper'],
      tags: ['launch'],
      performance: { impressions: 30000, ctr: 0.016, cvr: 0.03, cpc: 0.95, aov: 46 },
    },
    {
      client: 'Harbor Fitness Studios',
      name: 'Harbor — New Year Memberships',
      description: 'Membership drive for three studios with a 14-day trial.',
      campaign_type: 'Lead generation',
      status: 'completed',
      priority_level: 6,
      budget_dollars: 7000,
      start_offset: -120,
      end_offset: -70,
      marketing_channels: ['Paid social', 'Search ads (SEM)'],
      target_audience: 'Adults 25-50 within 5 miles of a studio.',
      goals: ['400 trials'],
      success_metrics: ['Trials started', 'Trial-to-member rate'],
      objectives: 'Fill January classes and convert 35% of trials.',
      content_pillars: ['Community', 'Results'],
      target_personas: ['The Restarter'],
      tags: ['seasonal'],
      performance: { impressions: 12000, ctr: 0.022, cvr: 0.05, cpc: 1.1, aov: 120 },
    },
  ] satisfies DemoCampaign[],
};
