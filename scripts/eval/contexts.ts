/**
 * The business contexts `npm run eval:agents` loads besides the demo: six organizations that
 * differ in industry, country, size, goals, documents and campaigns, each with facts planted
 * where a demanding marketer would expect them used (a focus question, a date a campaign must
 * keep, competitors by name, a figure in a document). The checks in ./checks.ts look for them.
 *
 * Campaign dates are offsets in days from today, so the campaigns that have run carry daily
 * metrics up to yesterday whatever day the eval runs; a planted date is absolute (a launch
 * booked for a given week) and its campaign is placed around it.
 */
import type { CompanySize, Industry } from '@/shared/constants';

export type EvalCampaign = {
  name: string;
  description: string;
  budgetDollars: number;
  channels: string[];
  goals: string[];
  targetAudience: string;
  successMetrics: string[];
  /**
   * Days from today. A campaign with a planted date and no performance runs from four weeks
   * before that date to six weeks after it instead.
   */
  startOffset: number;
  endOffset: number;
  /** Typical daily figures (per day at full pace) for the days that have passed. */
  performance?: { impressions: number; ctr: number; cvr: number; cpc: number; aov: number };
  /** A date the campaign's own note gives, which a plan of the campaign must keep. */
  plantedDate?: { iso: string; spoken: string };
};

export type EvalDocument = {
  title: string;
  filename: string;
  text: string;
  /** Figures stated in the document that an output given the document should cite. */
  planted: string[];
};

export type EvalContext = {
  key: string;
  organization: string;
  type: 'SME' | 'AGENCY';
  country: string;
  /** The organization's currency (Settings → Workspace), as a business there would set it. */
  currency: 'USD' | 'EUR' | 'GBP' | 'CAD' | 'AUD';
  business: {
    companyName: string;
    industry: Industry;
    companySize: CompanySize;
    description: string;
  };
  /** What an approved context extraction adds (target market, unique value, lists). */
  details: {
    targetMarket: string;
    uniqueValue: string;
    businessModel?: string;
    products: string[];
    competitors: string[];
    goals: string[];
    challenges: string[];
  };
  /** Competitor records (Competitive Intelligence), named in the details too. */
  competitors: { name: string; positioning: string; strengths: string[]; weaknesses: string[] }[];
  documents: EvalDocument[];
  campaigns: EvalCampaign[];
  /** The agency's client whose work the campaigns are (agency contexts only). */
  client?: { name: string; industry: string; description: string; website: string };
  /** The question the user asks every tool that takes a free-text message. */
  focus: string;
};

export const EVAL_CONTEXTS: readonly EvalContext[] = [
  {
    key: 'uk-coffee',
    organization: 'Kettle & Crane Coffee',
    type: 'SME',
    country: 'United Kingdom',
    currency: 'GBP',
    business: {
      companyName: 'Kettle & Crane',
      industry: 'E-commerce',
      companySize: '11-50 employees',
      description:
        'Bristol roastery selling speciality coffee online in pounds sterling (GBP), mostly as a fortnightly subscription with freshly roasted beans delivered through the letterbox. Pact, Origin and Grind compete for the same subscribers.',
    },
    details: {
      targetMarket: 'UK home brewers aged 28 to 45 who own a grinder and buy coffee every month',
      uniqueValue: 'Beans roasted to order and posted within 24 hours of roasting',
      businessModel: 'Subscription with pause and skip, plus one-off bags and gift boxes',
      products: ['Fortnightly subscription', 'Single-origin bags', 'Gift boxes'],
      competitors: ['Pact', 'Origin', 'Grind'],
      goals: ['Cut subscription cancellations from 6% to 4% a month'],
      challenges: ['Subscribers cancel when unopened bags pile up'],
    },
    competitors: [
      {
        name: 'Pact',
        positioning: 'Mass-market coffee subscription with supermarket presence',
        strengths: ['National brand awareness', 'Low first-box price'],
        weaknesses: ['Roast dates up to three weeks old'],
      },
      {
        name: 'Origin',
        positioning: 'Premium speciality roaster supplying cafés and homes',
        strengths: ['Award-winning coffees'],
        weaknesses: ['Subscription is an afterthought on the site'],
      },
      {
        name: 'Grind',
        positioning: 'Lifestyle coffee brand with compostable pods',
        strengths: ['Strong Instagram following'],
        weaknesses: ['Little choice of whole beans'],
      },
    ],
    documents: [
      {
        title: 'Cancellation survey 2026',
        filename: 'cancellation-survey-2026.txt',
        text: 'Cancellation survey, autumn 2026. We asked 412 subscribers who cancelled why they left. 39% of subscribers who cancel say coffee piles up before they finish a bag. 22% say the price went up. 14% moved to a supermarket brand. Of those who paused instead of cancelling, 61% came back within two months. Subscribers on a fortnightly plan cancel twice as often as those on a monthly plan.',
        planted: ['39%', '61%'],
      },
    ],
    campaigns: [
      {
        name: 'Win-back Autumn',
        description:
          'Paid social and e-mail to bring back lapsed subscribers with a pause option instead of cancelling.',
        budgetDollars: 9000,
        channels: ['Paid social', 'Email'],
        goals: ['Win back 300 lapsed subscribers'],
        targetAudience: 'Subscribers who cancelled in the last six months',
        successMetrics: ['Reactivations', 'Cost per reactivation'],
        startOffset: -45,
        endOffset: 30,
        performance: { impressions: 9000, ctr: 0.012, cvr: 0.05, cpc: 0.6, aov: 32 },
      },
      {
        name: 'Spring Single-Origin Launch',
        description:
          'Launch of the spring single-origin range. The launch e-mail must go out the week of 15 March, before the Easter holidays.',
        budgetDollars: 12000,
        channels: ['Email', 'Instagram', 'Search ads'],
        goals: ['Sell 1,500 launch bags'],
        targetAudience: 'Current subscribers and newsletter readers',
        successMetrics: ['Launch bag sales', 'Newsletter click rate'],
        startOffset: 0,
        endOffset: 0,
        plantedDate: { iso: '2027-03-15', spoken: '15 March' },
      },
    ],
    focus: 'How do we stop subscribers cancelling because coffee piles up?',
  },
  {
    key: 'us-saas',
    organization: 'Tallyform Inc',
    type: 'SME',
    country: 'United States',
    currency: 'USD',
    business: {
      companyName: 'Tallyform',
      industry: 'SaaS/Software',
      companySize: '51-200 employees',
      description:
        'Austin-based maker of form and survey software for operations teams at US mid-market companies, sold per seat in US dollars with a 14-day free trial and an annual plan.',
    },
    details: {
      targetMarket: 'Operations managers at US companies with 200 to 2,000 employees',
      uniqueValue: 'Forms that write straight into Salesforce and NetSuite without code',
      businessModel: 'Per-seat SaaS subscription, monthly or annual',
      products: ['Tallyform Teams', 'Tallyform Enterprise', 'Salesforce connector'],
      competitors: ['Typeform', 'Jotform'],
      goals: ['Raise trial-to-paid conversion from 9% to 14%'],
      challenges: ['Trials stall before the first integration is set up'],
    },
    competitors: [
      {
        name: 'Typeform',
        positioning: 'Design-led conversational forms for marketers',
        strengths: ['Brand recognition', 'Beautiful templates'],
        weaknesses: ['Weak back-office integrations'],
      },
      {
        name: 'Jotform',
        positioning: 'Cheap all-purpose form builder',
        strengths: ['Large template library', 'Low price'],
        weaknesses: ['Cluttered admin for teams'],
      },
    ],
    documents: [
      {
        title: 'Trial funnel analysis Q3',
        filename: 'trial-funnel-q3.txt',
        text: 'Trial funnel analysis for the third quarter. 4,820 trials started. Trials that connect Salesforce in the first three days convert at 27%, against 6% for those that never connect it. Only 18% of trials connect any integration. The median trial reaches its first submitted form on day 2.',
        planted: ['27%', '18%'],
      },
    ],
    campaigns: [
      {
        name: 'Integration-first Trial',
        description:
          'LinkedIn and search campaign sending trial sign-ups straight into the Salesforce connector set-up.',
        budgetDollars: 40000,
        channels: ['LinkedIn', 'Google Ads', 'Email'],
        goals: ['Raise trial-to-paid conversion to 14%'],
        targetAudience: 'Operations managers evaluating form tools',
        successMetrics: ['Trial-to-paid rate', 'Integrations connected'],
        startOffset: -60,
        endOffset: 30,
        performance: { impressions: 20000, ctr: 0.009, cvr: 0.04, cpc: 6.5, aov: 1800 },
      },
      {
        name: 'SaaStr Annual Booth',
        description:
          'Booth and follow-up at the SaaStr Annual conference. The follow-up sequence must start on 9 September, the day after the show closes.',
        budgetDollars: 25000,
        channels: ['Events', 'Email', 'LinkedIn'],
        goals: ['Book 120 demos from the show'],
        targetAudience: 'Revenue and operations leaders attending SaaStr',
        successMetrics: ['Demos booked', 'Pipeline created'],
        startOffset: 0,
        endOffset: 0,
        plantedDate: { iso: '2027-09-09', spoken: '9 September' },
      },
    ],
    focus: 'Which integrations should the trial push first to lift trial-to-paid conversion?',
  },
  {
    key: 'de-manufacturer',
    organization: 'Hessler Antriebstechnik GmbH',
    type: 'SME',
    country: 'Germany',
    currency: 'EUR',
    business: {
      companyName: 'Hessler Antriebstechnik',
      industry: 'Manufacturing',
      companySize: '201-500 employees',
      description:
        'Family-owned maker of industrial gear motors in Stuttgart, selling in euros (EUR) to machine builders across Germany, Austria and Switzerland through a direct sales team and distributors.',
    },
    details: {
      targetMarket: 'Engineering and purchasing leads at DACH machine builders',
      uniqueValue: 'Custom gear motors delivered in ten working days',
      businessModel: 'Direct B2B sales and distributor network',
      products: ['Helical gear motors', 'Worm gear motors', 'Drive configurator'],
      competitors: ['SEW-Eurodrive', 'Nord Drivesystems'],
      goals: ['Win 25 new machine-builder accounts in DACH'],
      challenges: ['Engineers specify the incumbent supplier by habit'],
    },
    competitors: [
      {
        name: 'SEW-Eurodrive',
        positioning: 'Market leader in drive technology with global service',
        strengths: ['Global service network', 'Broad catalogue'],
        weaknesses: ['Long lead times on custom variants'],
      },
      {
        name: 'Nord Drivesystems',
        positioning: 'Modular drives for intralogistics',
        strengths: ['Modular system'],
        weaknesses: ['Less presence in special machinery'],
      },
    ],
    documents: [
      {
        title: 'Lost deals review 2026',
        filename: 'lost-deals-2026.txt',
        text: 'Review of lost deals in 2026. We lost 64 quotes. In 47% of lost quotes the buyer named delivery time as the reason. Our average delivery time of 10 working days compares with 6 weeks quoted by the market leader for custom variants. Quotes answered within 48 hours are won twice as often.',
        planted: ['47%', '48 hours'],
      },
    ],
    campaigns: [
      {
        name: 'Ten-Day Delivery Promise',
        description:
          'LinkedIn and trade-press campaign to engineers about custom gear motors in ten working days.',
        budgetDollars: 30000,
        channels: ['LinkedIn', 'Trade press', 'Google Ads'],
        goals: ['Generate 150 qualified quote requests'],
        targetAudience: 'Design engineers at machine builders',
        successMetrics: ['Quote requests', 'Cost per quote request'],
        startOffset: -50,
        endOffset: 40,
        performance: { impressions: 6000, ctr: 0.008, cvr: 0.03, cpc: 4.2, aov: 5200 },
      },
      {
        name: 'Hannover Messe 2027',
        description:
          'Stand at Hannover Messe. Invitations must be sent by 1 March so customers can book their visit.',
        budgetDollars: 60000,
        channels: ['Events', 'Email', 'Direct sales'],
        goals: ['Hold 200 customer meetings at the fair'],
        targetAudience: 'Existing and prospective machine-builder customers',
        successMetrics: ['Meetings held', 'Quotes after the fair'],
        startOffset: 0,
        endOffset: 0,
        plantedDate: { iso: '2027-03-01', spoken: '1 March' },
      },
    ],
    focus: 'How can we get engineers to specify us instead of the incumbent supplier?',
  },
  {
    key: 'au-nonprofit',
    organization: 'Saltbush Literacy Trust',
    type: 'SME',
    country: 'Australia',
    currency: 'AUD',
    business: {
      companyName: 'Saltbush Literacy',
      industry: 'Non-profit',
      companySize: '11-50 employees',
      description:
        'Adelaide charity running after-school reading programmes for children in regional South Australia, funded by individual donors, grants and a yearly appeal in Australian dollars (AUD).',
    },
    details: {
      targetMarket: 'Donors aged 45 and over in South Australia who give to education causes',
      uniqueValue: 'Trained volunteers reading one to one with each child every week',
      products: ['Monthly giving', 'Volunteer tutoring', 'School partnerships'],
      competitors: ['Smith Family', 'Room to Read'],
      goals: ['Grow monthly donors from 800 to 1,200'],
      challenges: ['Donors give once at the appeal and never again'],
    },
    competitors: [
      {
        name: 'Smith Family',
        positioning: 'National children’s education charity',
        strengths: ['National reach', 'Well-known brand'],
        weaknesses: ['Little local presence in regional towns'],
      },
      {
        name: 'Room to Read',
        positioning: 'Global literacy charity',
        strengths: ['International programmes'],
        weaknesses: ['No Australian programmes'],
      },
    ],
    documents: [
      {
        title: 'Donor retention report',
        filename: 'donor-retention.txt',
        text: 'Donor retention report. Only 28% of first-time appeal donors gave again within a year. Monthly donors stay for 4.5 years on average. Donors who received a child’s reading story within a month of giving were 2 times as likely to give again. The average monthly gift is 35 dollars.',
        planted: ['28%', '4.5 years'],
      },
    ],
    campaigns: [
      {
        name: 'Become a Reading Friend',
        description:
          'Facebook and e-mail campaign converting appeal donors into monthly givers with stories from the programme.',
        budgetDollars: 8000,
        channels: ['Facebook', 'Email'],
        goals: ['Convert 250 one-off donors to monthly giving'],
        targetAudience: 'Donors who gave to the last appeal',
        successMetrics: ['Monthly donors gained', 'Cost per monthly donor'],
        startOffset: -40,
        endOffset: 50,
        performance: { impressions: 5000, ctr: 0.015, cvr: 0.04, cpc: 0.9, aov: 35 },
      },
      {
        name: 'End of Financial Year Appeal',
        description:
          'The tax-time appeal. The appeal letter must reach donors by 1 June, a month before the financial year ends.',
        budgetDollars: 15000,
        channels: ['Direct mail', 'Email', 'Facebook'],
        goals: ['Raise 180,000 dollars'],
        targetAudience: 'All donors and lapsed donors',
        successMetrics: ['Amount raised', 'Response rate'],
        startOffset: 0,
        endOffset: 0,
        plantedDate: { iso: '2027-06-01', spoken: '1 June' },
      },
    ],
    focus: 'How do we turn one-off appeal donors into monthly donors?',
  },
  {
    key: 'ca-physio',
    organization: 'Northshore Physiotherapy',
    type: 'SME',
    country: 'Canada',
    currency: 'CAD',
    business: {
      companyName: 'Northshore Physio',
      industry: 'Healthcare',
      companySize: '1-10 employees',
      description:
        'Physiotherapy clinic in North Vancouver treating running and ski injuries, billed in Canadian dollars (CAD) and covered by most extended health plans.',
    },
    details: {
      targetMarket: 'Recreational runners and skiers on the North Shore of Vancouver',
      uniqueValue: 'Same-week appointments with a physiotherapist who runs and skis',
      products: ['Injury assessment', 'Running gait analysis', 'Ski season conditioning'],
      competitors: ['Lions Gate Physio', 'Shore Motion'],
      goals: ['Book 60 new patients a month'],
      challenges: ['Patients stop coming after the second visit'],
    },
    competitors: [
      {
        name: 'Lions Gate Physio',
        positioning: 'Large multi-disciplinary clinic',
        strengths: ['Many practitioners', 'Long opening hours'],
        weaknesses: ['Waiting lists of two weeks'],
      },
      {
        name: 'Shore Motion',
        positioning: 'Boutique sports clinic',
        strengths: ['Pro athlete clients'],
        weaknesses: ['Premium prices'],
      },
    ],
    documents: [
      {
        title: 'Patient drop-off audit',
        filename: 'patient-drop-off.txt',
        text: 'Patient drop-off audit, first half of the year. 43% of new patients do not book a third visit. Patients given a written home-exercise plan at the first visit complete their treatment 1.8 times as often. Most new patients find us through Google Maps reviews.',
        planted: ['43%', '1.8 times'],
      },
    ],
    campaigns: [
      {
        name: 'Spring Running Clinic',
        description:
          'Google and Instagram campaign offering gait analysis to runners training for spring races.',
        budgetDollars: 4000,
        channels: ['Google Ads', 'Instagram'],
        goals: ['Book 120 gait analyses'],
        targetAudience: 'Runners training for spring races',
        successMetrics: ['Bookings', 'Cost per booking'],
        startOffset: -35,
        endOffset: 25,
        performance: { impressions: 3000, ctr: 0.02, cvr: 0.06, cpc: 1.8, aov: 110 },
      },
      {
        name: 'Ski Season Prep',
        description:
          'Conditioning classes before the ski season. Registration must open on 1 October so classes fill before the first snow.',
        budgetDollars: 3000,
        channels: ['Instagram', 'Email', 'Local partnerships'],
        goals: ['Fill 80 class places'],
        targetAudience: 'Skiers and snowboarders on the North Shore',
        successMetrics: ['Class places filled'],
        startOffset: 0,
        endOffset: 0,
        plantedDate: { iso: '2027-10-01', spoken: '1 October' },
      },
    ],
    focus: 'How do we keep patients coming back after the second visit?',
  },
  {
    key: 'agency-client',
    organization: 'Meridian Growth Partners',
    type: 'AGENCY',
    country: 'Ireland',
    currency: 'EUR',
    business: {
      companyName: 'Meridian Growth Partners',
      industry: 'Professional Services',
      companySize: '11-50 employees',
      description:
        'Dublin growth-marketing agency running paid media, lifecycle e-mail and reporting for consumer brands in Ireland and the UK, billed in euros on monthly retainers.',
    },
    details: {
      targetMarket:
        'Marketing leads at Irish consumer brands with 2 to 20 million euros in revenue',
      uniqueValue: 'Weekly reporting tied to revenue, not clicks',
      businessModel: 'Monthly retainers plus performance fees',
      products: ['Paid media management', 'Lifecycle e-mail', 'Reporting'],
      competitors: ['Wolfgang Digital', 'Dept'],
      goals: ['Keep every client for at least two years'],
      challenges: ['Clients leave when a quarter misses target'],
    },
    competitors: [
      {
        name: 'Wolfgang Digital',
        positioning: 'Award-winning Irish performance agency',
        strengths: ['Awards', 'Large team'],
        weaknesses: ['Minimum retainers too high for smaller brands'],
      },
      {
        name: 'Dept',
        positioning: 'Global digital agency',
        strengths: ['Scale', 'Technology practice'],
        weaknesses: ['Junior teams on smaller accounts'],
      },
    ],
    documents: [
      {
        title: 'Wildflower Tea quarterly review',
        filename: 'wildflower-q3-review.txt',
        text: 'Quarterly review for Wildflower Tea. Revenue from paid social grew 31% on the quarter while cost per order rose to 14 euros. E-mail drove 38% of repeat orders. The client asked for a plan to lower cost per order before the Christmas season.',
        planted: ['31%', '38%'],
      },
    ],
    client: {
      name: 'Wildflower Tea',
      industry: 'E-commerce',
      description:
        'Irish loose-leaf tea brand selling online and in delis, with a tea-of-the-month club.',
      website: 'https://wildflowertea.example',
    },
    campaigns: [
      {
        name: 'Wildflower Tea Always-on Social',
        description: 'Always-on paid social and Google Shopping for the tea-of-the-month club.',
        budgetDollars: 18000,
        channels: ['Paid social', 'Google Shopping'],
        goals: ['Grow the tea club to 3,000 members'],
        targetAudience: 'Tea drinkers in Ireland and the UK',
        successMetrics: ['Club sign-ups', 'Cost per order'],
        startOffset: -60,
        endOffset: 30,
        performance: { impressions: 12000, ctr: 0.011, cvr: 0.035, cpc: 0.8, aov: 45 },
      },
      {
        name: 'Wildflower Tea Christmas Gifting',
        description:
          'Paid social and e-mail for Christmas gift boxes. The last-order e-mail must go out on 18 December for delivery before Christmas.',
        budgetDollars: 9000,
        channels: ['Paid social', 'Email'],
        goals: ['Sell 2,000 gift boxes'],
        targetAudience: 'Gift buyers in Ireland and the UK',
        successMetrics: ['Gift boxes sold', 'Cost per order'],
        startOffset: 0,
        endOffset: 0,
        plantedDate: { iso: '2026-12-18', spoken: '18 December' },
      },
    ],
    focus: 'How do we lower cost per order for Wildflower Tea before Christmas?',
  },
];
