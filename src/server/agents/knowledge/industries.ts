/**
 * The offline engine's curated knowledge: for each industry of onboarding, the channels
 * that work, the usual audiences, threats and opportunities, forces in the market and the
 * KPIs with benchmark ranges a marketer would check. Ranges are typical published
 * figures, given as ranges on purpose: they orient a draft, they are not a forecast.
 */
import type { Industry } from '@/shared/constants';

export type Kpi = {
  name: string;
  benchmark: string;
  stage: 'acquisition' | 'activation' | 'retention' | 'referral' | 'revenue';
};

export type IndustryKnowledge = {
  industry: Industry;
  /** How people in the industry say "customer". */
  customerNoun: string;
  defaultAudience: string;
  defaultGoal: string;
  offerNoun: string;
  channels: string[];
  audiences: { name: string; description: string; needs: string[] }[];
  opportunities: string[];
  threats: string[];
  substitutes: string[];
  suppliers: string[];
  regulation: string[];
  economic: string[];
  social: string[];
  technology: string[];
  environmental: string[];
  typicalOffers: string[];
  pricing: string;
  buyingTriggers: string[];
  pains: string[];
  gains: string[];
  kpis: Kpi[];
};

export const INDUSTRY_KNOWLEDGE: Record<Industry, IndustryKnowledge> = {
  'SaaS/Software': {
    industry: 'SaaS/Software',
    customerNoun: 'users',
    defaultAudience: 'operations and team leads at small and mid-size companies',
    defaultGoal: 'grow qualified trial sign-ups and convert them to paid plans',
    offerNoun: 'subscription',
    channels: [
      'SEO and comparison content',
      'product-led free trial',
      'LinkedIn',
      'review sites (G2, Capterra)',
      'integration marketplaces',
      'webinars',
    ],
    audiences: [
      {
        name: 'Hands-on team leads',
        description: 'Managers who pick tools for a team of 5 to 50',
        needs: ['fast set-up', 'templates that work from the first day', 'clear per-seat pricing'],
      },
      {
        name: 'Technical evaluators',
        description: 'Engineers or admins who check security and integrations',
        needs: ['API and SSO', 'data export', 'security documentation'],
      },
      {
        name: 'Budget owners',
        description: 'Finance or founders who sign the annual plan',
        needs: ['ROI evidence', 'predictable cost', 'references from peers'],
      },
    ],
    opportunities: [
      'AI-assisted features that save users hours each week',
      'integration partnerships that bring ready-made audiences',
      'vertical editions for an underserved niche',
    ],
    threats: [
      'bundled features from large platforms that make a point tool look redundant',
      'rising paid acquisition costs on search and social',
      'churn when a champion leaves the customer',
    ],
    substitutes: [
      'spreadsheets and email',
      'an all-in-one suite the customer already pays for',
      'in-house scripts',
    ],
    suppliers: ['cloud hosting providers', 'AI model vendors', 'payment processors'],
    regulation: [
      'GDPR and data-processing agreements',
      'SOC 2 expectations from larger buyers',
      'emerging AI regulation',
    ],
    economic: [
      'tighter software budgets and seat consolidation',
      'annual prepayment discounts as a cash lever',
    ],
    social: [
      'remote and hybrid teams expecting async collaboration',
      'buyers trusting peer reviews over vendor claims',
    ],
    technology: [
      'generative AI raising feature expectations',
      'low-code tools letting customers build their own workflows',
    ],
    environmental: [
      'data-centre energy use questioned by larger customers',
      'low direct footprint to communicate honestly',
    ],
    typicalOffers: [
      'core subscription plan',
      'team or business tier',
      'add-on integrations',
      'onboarding services',
    ],
    pricing: 'tiered per-seat or usage-based subscription with a free trial',
    buyingTriggers: [
      'a team outgrows spreadsheets',
      'a new manager reviews the tool stack',
      'a renewal of a competitor contract',
    ],
    pains: [
      'manual work copied between tools',
      'no single view of the work',
      'tools adopted by nobody after purchase',
    ],
    gains: ['hours saved each week', 'fewer status meetings', 'data they can trust in reports'],
    kpis: [
      { name: 'Visitor-to-trial conversion', benchmark: '2-5%', stage: 'acquisition' },
      { name: 'Trial activation (key action in 7 days)', benchmark: '20-40%', stage: 'activation' },
      {
        name: 'Monthly logo churn',
        benchmark: '1-3% (SMB), under 1% (mid-market)',
        stage: 'retention',
      },
      {
        name: 'Share of sign-ups from referrals and invites',
        benchmark: '10-25%',
        stage: 'referral',
      },
      { name: 'Trial-to-paid conversion', benchmark: '15-25% (opt-in trial)', stage: 'revenue' },
    ],
  },
  'E-commerce': {
    industry: 'E-commerce',
    customerNoun: 'shoppers',
    defaultAudience: 'online shoppers who compare prices and reviews before buying',
    defaultGoal: 'increase repeat purchases and average order value',
    offerNoun: 'product range',
    channels: [
      'Google Shopping and search ads',
      'Instagram and TikTok',
      'email and SMS flows',
      'marketplaces',
      'influencer and UGC content',
      'affiliate partners',
    ],
    audiences: [
      {
        name: 'Deal seekers',
        description: 'Shoppers who wait for offers and compare prices',
        needs: ['clear savings', 'free delivery thresholds', 'price-match confidence'],
      },
      {
        name: 'Loyal repeat buyers',
        description: 'Customers who reorder favourites',
        needs: ['quick reorder', 'loyalty rewards', 'early access'],
      },
      {
        name: 'Gift buyers',
        description: 'Seasonal shoppers buying for someone else',
        needs: ['gift guides', 'reliable delivery dates', 'easy returns'],
      },
    ],
    opportunities: [
      'retention flows (post-purchase, replenishment, win-back) on the existing customer list',
      'user-generated content that lowers creative costs',
      'bundles that lift average order value',
    ],
    threats: [
      'marketplace giants competing on price and delivery speed',
      'rising customer acquisition costs on paid social',
      'loss of third-party cookies weakening retargeting',
    ],
    substitutes: [
      'marketplaces such as Amazon',
      'physical stores',
      'second-hand and rental platforms',
    ],
    suppliers: [
      'manufacturers and wholesalers',
      'logistics and fulfilment partners',
      'e-commerce platforms and payment providers',
    ],
    regulation: [
      'consumer-rights rules on returns and pricing',
      'privacy and cookie consent',
      'product safety and labelling',
    ],
    economic: ['price-sensitive consumers under inflation', 'shipping and fulfilment costs'],
    social: [
      'social commerce and creator recommendations',
      'expectations of next-day delivery and free returns',
    ],
    technology: ['AI product recommendations', 'shoppable video', 'first-party data platforms'],
    environmental: ['packaging waste and return emissions', 'demand for sustainable products'],
    typicalOffers: [
      'best-selling core range',
      'new seasonal collection',
      'bundles and gift sets',
      'subscription or replenishment offer',
    ],
    pricing: 'retail pricing with promotions, bundles and free-shipping thresholds',
    buyingTriggers: ['a seasonal event', 'running out of a product', 'a creator recommendation'],
    pains: [
      'uncertainty about quality before buying',
      'delivery costs at checkout',
      'slow or costly returns',
    ],
    gains: [
      'the right product quickly',
      'the feeling of a good deal',
      'a brand they can trust again',
    ],
    kpis: [
      { name: 'Conversion rate', benchmark: '1.5-3%', stage: 'acquisition' },
      { name: 'Add-to-cart rate', benchmark: '5-10%', stage: 'activation' },
      { name: 'Repeat purchase rate (12 months)', benchmark: '20-35%', stage: 'retention' },
      { name: 'Referral share of new customers', benchmark: '5-15%', stage: 'referral' },
      { name: 'Return on ad spend (ROAS)', benchmark: '3-5x', stage: 'revenue' },
    ],
  },
  'Professional Services': {
    industry: 'Professional Services',
    customerNoun: 'clients',
    defaultAudience: 'owners and managers of growing businesses who need expert advice',
    defaultGoal: 'win more qualified client engagements from referrals and expertise content',
    offerNoun: 'service',
    channels: [
      'LinkedIn thought leadership',
      'referral partnerships',
      'SEO on expertise topics',
      'webinars and events',
      'email newsletter',
      'case studies',
    ],
    audiences: [
      {
        name: 'Growing business owners',
        description: 'Founders who need expertise they do not have in-house',
        needs: ['trust', 'clear scope and fees', 'fast responses'],
      },
      {
        name: 'In-house managers',
        description: 'Department heads who bring in outside help for a project',
        needs: ['proven results in their sector', 'easy procurement', 'reporting they can forward'],
      },
      {
        name: 'Referral partners',
        description: 'Accountants, lawyers, and consultants who recommend providers',
        needs: ['reliability', 'reciprocity', 'clients kept happy'],
      },
    ],
    opportunities: [
      'productised fixed-fee packages that shorten the sales cycle',
      'case studies turning past results into proof',
      'partnerships with complementary firms',
    ],
    threats: [
      'price pressure from freelancers and marketplaces',
      'AI tools automating routine advisory work',
      'dependence on a few large clients',
    ],
    substitutes: ['freelancers', 'in-house hires', 'software that automates part of the service'],
    suppliers: ['specialist subcontractors', 'software and data tools', 'skilled talent market'],
    regulation: [
      'professional liability and licensing rules',
      'confidentiality and data protection',
    ],
    economic: [
      'clients cutting discretionary projects in downturns',
      'wage inflation for skilled staff',
    ],
    social: [
      'buyers researching providers online before the first call',
      'trust built through visible expertise',
    ],
    technology: [
      'AI assistants changing how clients expect to work',
      'online booking and client portals',
    ],
    environmental: [
      'remote delivery reducing travel',
      'clients asking for sustainability credentials in tenders',
    ],
    typicalOffers: [
      'core advisory retainer',
      'fixed-fee project',
      'workshops and training',
      'audits and assessments',
    ],
    pricing: 'retainers, fixed-fee projects and day rates',
    buyingTriggers: [
      'a growth milestone or new regulation',
      'a failed in-house attempt',
      'a referral from a trusted peer',
    ],
    pains: ['not knowing which provider to trust', 'unclear fees and scope creep', 'slow delivery'],
    gains: [
      'a problem solved by someone who has done it before',
      'peace of mind',
      'results to show their own boss',
    ],
    kpis: [
      { name: 'Website visitor-to-enquiry rate', benchmark: '1-3%', stage: 'acquisition' },
      { name: 'Enquiry-to-meeting rate', benchmark: '30-50%', stage: 'activation' },
      { name: 'Client retention (annual)', benchmark: '80-90%', stage: 'retention' },
      { name: 'Share of new work from referrals', benchmark: '40-60%', stage: 'referral' },
      { name: 'Proposal win rate', benchmark: '25-40%', stage: 'revenue' },
    ],
  },
  Manufacturing: {
    industry: 'Manufacturing',
    customerNoun: 'buyers',
    defaultAudience: 'procurement and engineering buyers at industrial companies',
    defaultGoal: 'generate qualified B2B leads and shorten the quote-to-order cycle',
    offerNoun: 'product line',
    channels: [
      'trade shows',
      'LinkedIn and industry publications',
      'technical SEO and spec sheets',
      'distributor partners',
      'account-based email',
      'online quote tools',
    ],
    audiences: [
      {
        name: 'Procurement managers',
        description: 'Buyers who compare suppliers on price, lead time and reliability',
        needs: ['reliable lead times', 'transparent pricing', 'certifications'],
      },
      {
        name: 'Design engineers',
        description: 'Engineers who specify components early in a project',
        needs: ['CAD files and spec sheets', 'technical support', 'samples'],
      },
      {
        name: 'Distributors',
        description: 'Resellers who carry the product line',
        needs: ['margin', 'marketing support', 'stock availability'],
      },
    ],
    opportunities: [
      'buyers moving suppliers closer to home to shorten supply chains',
      'digital catalogues and online quoting',
      'sustainability credentials as a purchase criterion',
    ],
    threats: [
      'low-cost imports',
      'raw-material and energy price volatility',
      'skilled labour shortages',
    ],
    substitutes: ['alternative materials', 'in-house production', 'imported standard parts'],
    suppliers: ['raw-material producers', 'energy providers', 'logistics carriers'],
    regulation: [
      'product certification and safety standards',
      'trade tariffs and export controls',
      'emissions reporting',
    ],
    economic: ['interest rates affecting customers capital spending', 'energy and material costs'],
    social: [
      'younger buyers researching online before contacting sales',
      'interest in local production',
    ],
    technology: ['automation and industry 4.0', 'configurators and e-procurement portals'],
    environmental: [
      'carbon reporting demanded by customers',
      'circular design and recycled materials',
    ],
    typicalOffers: [
      'standard product line',
      'custom-engineered solutions',
      'spare parts and service',
      'new product range',
    ],
    pricing: 'quoted pricing by volume with framework agreements',
    buyingTriggers: [
      'a new project specification',
      'a supplier failing on quality or delivery',
      'a cost-reduction programme',
    ],
    pains: ['unreliable lead times', 'slow quotes', 'quality issues that stop a line'],
    gains: [
      'fewer supply interruptions',
      'lower total cost of ownership',
      'engineering help early in a project',
    ],
    kpis: [
      { name: 'Cost per qualified lead', benchmark: '$150-400', stage: 'acquisition' },
      { name: 'Lead-to-quote rate', benchmark: '25-40%', stage: 'activation' },
      { name: 'Customer reorder rate', benchmark: '70-85%', stage: 'retention' },
      { name: 'Distributor-sourced revenue share', benchmark: '20-40%', stage: 'referral' },
      { name: 'Quote-to-order win rate', benchmark: '20-35%', stage: 'revenue' },
    ],
  },
  Healthcare: {
    industry: 'Healthcare',
    customerNoun: 'patients',
    defaultAudience: 'patients and families choosing a care provider locally',
    defaultGoal: 'increase booked appointments and patient retention',
    offerNoun: 'care service',
    channels: [
      'local SEO and Google Business Profile',
      'patient reviews',
      'referrals from clinicians',
      'educational content',
      'email and SMS reminders',
      'community events',
    ],
    audiences: [
      {
        name: 'New patients',
        description: 'People searching for a provider near them',
        needs: ['availability', 'trusted reviews', 'insurance accepted'],
      },
      {
        name: 'Existing patients',
        description: 'Patients who need follow-ups and preventive care',
        needs: ['easy rebooking', 'reminders', 'continuity of care'],
      },
      {
        name: 'Referring clinicians',
        description: 'Doctors and therapists who send patients',
        needs: ['fast feedback', 'clinical quality', 'easy referral process'],
      },
    ],
    opportunities: [
      'online booking and telehealth convenience',
      'preventive-care programmes',
      'educational content that builds trust',
    ],
    threats: [
      'strict advertising and privacy rules',
      'larger provider networks with bigger budgets',
      'staff shortages limiting capacity',
    ],
    substitutes: ['telehealth platforms', 'pharmacy and retail clinics', 'self-care apps'],
    suppliers: ['medical equipment vendors', 'insurers and payers', 'clinical staff labour market'],
    regulation: [
      'HIPAA or GDPR health-data rules',
      'advertising rules for health claims',
      'licensing and accreditation',
    ],
    economic: ['reimbursement rate pressure', 'patients comparing out-of-pocket costs'],
    social: ['ageing population', 'patients expecting digital convenience'],
    technology: ['telehealth', 'patient portals and reminders', 'AI triage tools'],
    environmental: ['clinical waste management', 'energy use of facilities'],
    typicalOffers: [
      'core consultations',
      'specialist treatments',
      'preventive programmes',
      'telehealth visits',
    ],
    pricing: 'insurance-reimbursed fees plus self-pay packages',
    buyingTriggers: [
      'a symptom or diagnosis',
      'moving to a new area',
      'a recommendation from a doctor',
    ],
    pains: ['long waiting times', 'unclear costs', 'hard-to-reach staff'],
    gains: ['quick access to care', 'feeling listened to', 'clear next steps'],
    kpis: [
      { name: 'Website visitor-to-booking rate', benchmark: '3-8%', stage: 'acquisition' },
      { name: 'New-patient show rate', benchmark: '80-90%', stage: 'activation' },
      { name: 'Patient retention (12 months)', benchmark: '60-80%', stage: 'retention' },
      {
        name: 'Share of patients from referrals and reviews',
        benchmark: '30-50%',
        stage: 'referral',
      },
      {
        name: 'Revenue per patient visit',
        benchmark: 'track against the local payer mix',
        stage: 'revenue',
      },
    ],
  },
  Retail: {
    industry: 'Retail',
    customerNoun: 'shoppers',
    defaultAudience: 'local shoppers within a short drive of the store',
    defaultGoal: 'bring more shoppers into the store and increase repeat visits',
    offerNoun: 'range',
    channels: [
      'Google Business Profile and local search',
      'Instagram and Facebook',
      'in-store events',
      'loyalty programme and email',
      'local partnerships',
      'click-and-collect',
    ],
    audiences: [
      {
        name: 'Local regulars',
        description: 'Shoppers who live or work nearby',
        needs: ['convenience', 'friendly service', 'loyalty rewards'],
      },
      {
        name: 'Occasion shoppers',
        description: 'People buying for an event or gift',
        needs: ['inspiration', 'advice', 'gift wrapping'],
      },
      {
        name: 'Online browsers',
        description: 'Shoppers who check stock online before visiting',
        needs: ['up-to-date stock', 'opening hours', 'click-and-collect'],
      },
    ],
    opportunities: [
      'omnichannel click-and-collect',
      'community events that online stores cannot offer',
      'loyalty data for personalised offers',
    ],
    threats: [
      'online competitors with lower prices',
      'falling footfall on high streets',
      'rising rents and wages',
    ],
    substitutes: ['online marketplaces', 'discount chains', 'direct-to-consumer brands'],
    suppliers: ['wholesalers and brands', 'landlords', 'point-of-sale and logistics providers'],
    regulation: [
      'consumer protection and pricing rules',
      'opening-hours and licensing rules',
      'employment law',
    ],
    economic: ['household budgets squeezed by inflation', 'seasonal sales peaks'],
    social: ['shop-local sentiment', 'experiences valued over products'],
    technology: ['mobile payments', 'inventory visibility online', 'social commerce'],
    environmental: ['plastic bag and packaging rules', 'demand for local and sustainable products'],
    typicalOffers: [
      'core everyday range',
      'seasonal range',
      'premium or exclusive lines',
      'services and events',
    ],
    pricing: 'shelf pricing with seasonal promotions and loyalty rewards',
    buyingTriggers: ['a season or holiday', 'a local event', 'a friend recommending the store'],
    pains: ['items out of stock', 'parking and queues', 'not knowing what is in store'],
    gains: ['the right item, with good advice', 'a pleasant visit', 'supporting a local business'],
    kpis: [
      { name: 'Footfall growth', benchmark: '+3-8% a year', stage: 'acquisition' },
      {
        name: 'Store conversion rate (visitors who buy)',
        benchmark: '20-40%',
        stage: 'activation',
      },
      { name: 'Loyalty member repeat rate', benchmark: '40-60%', stage: 'retention' },
      { name: 'Net Promoter Score', benchmark: '30-60', stage: 'referral' },
      { name: 'Average transaction value', benchmark: 'grow 5-10% a year', stage: 'revenue' },
    ],
  },
  'Financial Services': {
    industry: 'Financial Services',
    customerNoun: 'clients',
    defaultAudience: 'households and business owners making financial decisions',
    defaultGoal: 'grow qualified consultations and assets or accounts under management',
    offerNoun: 'financial product',
    channels: [
      'educational SEO content',
      'LinkedIn',
      'referrals from accountants and lawyers',
      'webinars and seminars',
      'email newsletter',
      'comparison sites',
    ],
    audiences: [
      {
        name: 'Pre-retirees',
        description: 'People 50+ planning retirement income',
        needs: ['security', 'a clear plan', 'a trusted adviser'],
      },
      {
        name: 'Young professionals',
        description: 'Earners starting to save and invest',
        needs: ['simple digital onboarding', 'low fees', 'education'],
      },
      {
        name: 'Small business owners',
        description: 'Founders managing business and personal finances',
        needs: ['cash-flow advice', 'tax efficiency', 'one point of contact'],
      },
    ],
    opportunities: [
      'financial education content that builds trust',
      'digital onboarding to reach younger clients',
      'intergenerational wealth transfer',
    ],
    threats: [
      'strict financial promotion rules',
      'robo-advisers and fintech apps with low fees',
      'market downturns eroding confidence',
    ],
    substitutes: ['robo-advisers', 'bank products', 'do-it-yourself investing apps'],
    suppliers: [
      'product providers and platforms',
      'regulators and compliance services',
      'data providers',
    ],
    regulation: [
      'financial promotion and suitability rules',
      'anti-money-laundering checks',
      'consumer duty and disclosures',
    ],
    economic: ['interest rate changes', 'inflation eroding savings'],
    social: ['low trust in financial institutions', 'growing interest in ethical investing'],
    technology: ['open banking', 'digital onboarding and e-signature', 'AI-driven personalisation'],
    environmental: ['ESG investing demand', 'climate risk disclosure'],
    typicalOffers: [
      'core advice or account',
      'investment management',
      'protection and insurance',
      'planning reviews',
    ],
    pricing: 'fees based on assets, fixed planning fees or product commissions',
    buyingTriggers: [
      'a life event (retirement, inheritance, sale of a business)',
      'market volatility',
      'a tax deadline',
    ],
    pains: ['confusing products', 'fear of making the wrong decision', 'hidden fees'],
    gains: ['confidence in the future', 'time saved', 'a plan explained in plain language'],
    kpis: [
      { name: 'Cost per qualified consultation', benchmark: '$100-300', stage: 'acquisition' },
      { name: 'Consultation-to-client rate', benchmark: '25-45%', stage: 'activation' },
      { name: 'Client retention (annual)', benchmark: '90-97%', stage: 'retention' },
      { name: 'Referrals per client per year', benchmark: '0.2-0.5', stage: 'referral' },
      { name: 'Revenue per client', benchmark: 'track against the fee model', stage: 'revenue' },
    ],
  },
  Education: {
    industry: 'Education',
    customerNoun: 'learners',
    defaultAudience: 'learners and parents choosing a course or programme',
    defaultGoal: 'increase enrolments and course completion',
    offerNoun: 'programme',
    channels: [
      'search and SEO for course topics',
      'YouTube and short video',
      'open days and webinars',
      'email nurture',
      'alumni referrals',
      'partnerships with employers and schools',
    ],
    audiences: [
      {
        name: 'Career changers',
        description: 'Adults retraining for a new role',
        needs: ['job outcomes', 'flexible schedule', 'financing options'],
      },
      {
        name: 'Parents',
        description: 'Parents choosing for their children',
        needs: ['safety and quality', 'results', 'communication'],
      },
      {
        name: 'Employers',
        description: 'Companies training their staff',
        needs: ['relevant skills', 'reporting', 'group pricing'],
      },
    ],
    opportunities: [
      'online and hybrid delivery extending reach',
      'employer partnerships and sponsored places',
      'micro-credentials and short courses',
    ],
    threats: [
      'free online content and MOOCs',
      'seasonal enrolment cycles',
      'rules on recruitment advertising',
    ],
    substitutes: ['free video courses', 'on-the-job learning', 'larger institutions'],
    suppliers: ['teachers and trainers', 'learning platforms', 'accreditation bodies'],
    regulation: [
      'accreditation and quality standards',
      'student protection and refund rules',
      'child safeguarding',
    ],
    economic: ['funding and student finance availability', 'demand rising when jobs are scarce'],
    social: ['lifelong learning', 'demand for flexible, online study'],
    technology: ['AI tutors', 'learning management systems', 'video platforms'],
    environmental: ['online delivery cutting travel', 'campus energy use'],
    typicalOffers: [
      'flagship programme',
      'short courses',
      'corporate training',
      'online self-paced courses',
    ],
    pricing: 'tuition per course or term, instalments and group rates',
    buyingTriggers: [
      'a career setback or promotion goal',
      'a new school year',
      'an employer training budget',
    ],
    pains: [
      'fear of wasting time and money',
      'fitting study around work or family',
      'unclear outcomes',
    ],
    gains: ['a recognised qualification', 'a better job', 'confidence and community'],
    kpis: [
      { name: 'Enquiry-to-application rate', benchmark: '15-30%', stage: 'acquisition' },
      { name: 'Application-to-enrolment rate', benchmark: '40-60%', stage: 'activation' },
      { name: 'Course completion rate', benchmark: '60-85% (instructor-led)', stage: 'retention' },
      { name: 'Alumni referral share of enrolments', benchmark: '10-25%', stage: 'referral' },
      {
        name: 'Revenue per enrolled learner',
        benchmark: 'track against tuition and discounts',
        stage: 'revenue',
      },
    ],
  },
  'Non-profit': {
    industry: 'Non-profit',
    customerNoun: 'supporters',
    defaultAudience: 'donors and volunteers who care about the cause',
    defaultGoal: 'grow recurring donors and volunteer sign-ups',
    offerNoun: 'programme',
    channels: [
      'email storytelling',
      'Facebook and Instagram',
      'peer-to-peer fundraising',
      'events',
      'Google Ad Grants',
      'corporate partnerships',
    ],
    audiences: [
      {
        name: 'Regular givers',
        description: 'Supporters who give monthly',
        needs: ['proof of impact', 'appreciation', 'easy giving'],
      },
      {
        name: 'Volunteers',
        description: 'People who give their time',
        needs: ['meaningful tasks', 'flexibility', 'community'],
      },
      {
        name: 'Corporate partners',
        description: 'Companies with CSR budgets',
        needs: ['visible impact', 'employee engagement', 'reporting'],
      },
    ],
    opportunities: [
      'recurring giving programmes',
      'Google Ad Grants (free search advertising)',
      'impact stories made for social video',
    ],
    threats: [
      'donor fatigue and competition for attention',
      'economic pressure on household giving',
      'dependence on a few grants',
    ],
    substitutes: [
      'other charities with the same cause',
      'direct giving platforms',
      'volunteering elsewhere',
    ],
    suppliers: ['grant makers and foundations', 'volunteers', 'fundraising platforms'],
    regulation: [
      'charity and fundraising regulation',
      'gift-aid or tax-receipt rules',
      'data protection for donor data',
    ],
    economic: ['household budgets affecting donations', 'corporate giving tied to profits'],
    social: ['younger donors favouring causes over institutions', 'expectation of transparency'],
    technology: [
      'online and mobile giving',
      'CRM-driven personalisation',
      'social fundraising tools',
    ],
    environmental: ['climate-related causes rising', 'event footprint'],
    typicalOffers: [
      'core programme',
      'monthly giving',
      'events and campaigns',
      'corporate partnership packages',
    ],
    pricing: 'donations, memberships, grants, and sponsorships',
    buyingTriggers: ['a moving story', 'an emergency appeal', 'a friend fundraising'],
    pains: ['not knowing where money goes', 'too many asks', 'complicated giving'],
    gains: ['seeing real impact', 'belonging to a community', 'recognition'],
    kpis: [
      { name: 'Email list growth', benchmark: '+10-25% a year', stage: 'acquisition' },
      { name: 'Online donation page conversion', benchmark: '10-20%', stage: 'activation' },
      {
        name: 'Donor retention rate',
        benchmark: '40-45% (first-year donors around 20%)',
        stage: 'retention',
      },
      {
        name: 'Peer-to-peer fundraiser share',
        benchmark: '10-20% of new donors',
        stage: 'referral',
      },
      {
        name: 'Average gift and recurring revenue',
        benchmark: 'recurring donors give 5x more over time',
        stage: 'revenue',
      },
    ],
  },
  Other: {
    industry: 'Other',
    customerNoun: 'customers',
    defaultAudience: 'the customers who already buy most often',
    defaultGoal: 'grow qualified leads and repeat customers',
    offerNoun: 'offer',
    channels: [
      'search (SEO and Google Business Profile)',
      'email marketing',
      'LinkedIn or Instagram depending on the buyer',
      'referrals',
      'partnerships',
      'content marketing',
    ],
    audiences: [
      {
        name: 'Best current customers',
        description: 'The customers who buy most often and recommend you',
        needs: ['reliability', 'recognition', 'new reasons to buy'],
      },
      {
        name: 'Look-alike prospects',
        description: 'People who resemble your best customers but do not know you yet',
        needs: ['proof', 'a low-risk first purchase', 'clear value'],
      },
      {
        name: 'Partners and referrers',
        description: 'Businesses that serve the same customers',
        needs: ['mutual benefit', 'easy referral process', 'trust'],
      },
    ],
    opportunities: [
      'a referral programme built on satisfied customers',
      'content that answers buyers questions',
      'partnerships with complementary businesses',
    ],
    threats: [
      'larger competitors with bigger marketing budgets',
      'rising advertising costs',
      'customers delaying purchases in uncertain times',
    ],
    substitutes: ['doing it themselves', 'cheaper alternatives', 'not buying at all'],
    suppliers: ['key vendors and materials', 'platforms you sell through', 'skilled staff'],
    regulation: ['consumer protection and advertising rules', 'data protection'],
    economic: ['customer budgets under inflation', 'interest rates and financing costs'],
    social: ['buyers trusting reviews and peers', 'expectation of fast, personal service'],
    technology: ['AI tools changing buyer expectations', 'marketing automation'],
    environmental: ['customers asking about sustainability', 'energy and material costs'],
    typicalOffers: ['core offer', 'premium offer', 'entry offer', 'add-on services'],
    pricing: 'price per offer with packages',
    buyingTriggers: ['a problem becoming urgent', 'a recommendation', 'a seasonal need'],
    pains: ['uncertainty about value', 'slow service', 'too many similar options'],
    gains: ['a result they can see', 'saved time', 'a provider they trust'],
    kpis: [
      { name: 'Visitor-to-lead rate', benchmark: '2-5%', stage: 'acquisition' },
      { name: 'Lead-to-first-purchase rate', benchmark: '10-25%', stage: 'activation' },
      { name: 'Repeat customer rate', benchmark: '25-50%', stage: 'retention' },
      { name: 'Referral share of new customers', benchmark: '15-30%', stage: 'referral' },
      {
        name: 'Customer lifetime value to acquisition cost',
        benchmark: '3:1 or better',
        stage: 'revenue',
      },
    ],
  },
};

export function knowledgeFor(industry: string | null | undefined): IndustryKnowledge {
  const match = (Object.keys(INDUSTRY_KNOWLEDGE) as Industry[]).find(
    (k) => k.toLowerCase() === (industry ?? '').trim().toLowerCase(),
  );
  return INDUSTRY_KNOWLEDGE[match ?? 'Other'];
}
