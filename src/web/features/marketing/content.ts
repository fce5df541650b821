import {
  CalendarRange,
  ChartLine,
  Compass,
  FileText,
  FolderKanban,
  HeartHandshake,
  PenLine,
  PiggyBank,
  Radar,
  Repeat2,
  Sparkles,
  Target,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import {
  agentById,
  SPECIALISED_AGENT_COUNT_WORD,
  type AgentEntry,
  type AgentType,
} from '@/shared/agents';
import { INVITATION_REVIEW_TIME } from '@/shared/constants';

/**
 * The landing page's copy. Facts come from the seeds: the nine specialised agents and
 * eleven frameworks (seed 001 §1), the audiences (seed 001 §1) and the review time
 * (seed 001 §9); agent names and estimated times from the shared agent catalogue.
 */

type LandingAgentCopy = { id: AgentType; icon: LucideIcon; description: string };

/** The landing's longer pitch per agent, in the seed's order; names and times come from the catalogue. */
const LANDING_AGENT_COPY: readonly LandingAgentCopy[] = [
  {
    id: 'strategy',
    icon: Target,
    description:
      'Works out where you win: positioning, strategic priorities and growth options, reasoned through 11 frameworks from SWOT to Blue Ocean.',
  },
  {
    id: 'persona',
    icon: UsersRound,
    description:
      'Builds buyer personas from your real audience, then lets you interview them to test a message before you spend on it.',
  },
  {
    id: 'marketing_strategy',
    icon: Compass,
    description:
      'Turns strategy into channels, messaging and budget, in a quick, guided or advanced mode depending on the time you have.',
  },
  {
    id: 'content',
    icon: PenLine,
    description:
      'Nine writing tools that draft on-brand copy for the personas and campaign you choose, not for an imaginary average reader.',
  },
  {
    id: 'campaign-planning',
    icon: CalendarRange,
    description:
      'Breaks a campaign into a timeline, a calendar and owned tasks, so the plan leaves the document and gets shipped.',
  },
  {
    id: 'performance-intelligence',
    icon: ChartLine,
    description:
      'Reads your campaign metrics and explains what is working, what is not and the one change most likely to move the number.',
  },
  {
    id: 'roi-budget',
    icon: PiggyBank,
    description:
      'Forecasts return, compares spending scenarios and shows where the next dollar of budget pays back fastest.',
  },
  {
    id: 'competitive-intelligence',
    icon: Radar,
    description:
      'Maps your competitors, benchmarks your position against theirs and points out the openings they leave.',
  },
  {
    id: 'client-success',
    icon: HeartHandshake,
    description:
      'For agencies: scores client health, flags churn risk early and recommends the retention move for each account.',
  },
];

export type MarketingAgent = LandingAgentCopy &
  Pick<AgentEntry, 'name' | 'estimatedTime' | 'agencyOnly'>;

export const MARKETING_AGENTS: readonly MarketingAgent[] = LANDING_AGENT_COPY.flatMap((copy) => {
  const entry = agentById(copy.id);
  if (!entry) return [];
  return [
    { ...copy, name: entry.name, estimatedTime: entry.estimatedTime, agencyOnly: entry.agencyOnly },
  ];
});

export type Framework = { name: string; question: string };

export const FRAMEWORKS: readonly Framework[] = [
  { name: 'SWOT', question: 'Strengths, weaknesses, opportunities and threats' },
  {
    name: 'PESTEL',
    question: 'The political, economic, social, technological, environmental and legal forces',
  },
  {
    name: "Porter's Five Forces",
    question: 'How much competitive pressure your market puts on margin',
  },
  {
    name: 'Ansoff Matrix',
    question: 'Whether growth comes from new markets, new products or both',
  },
  { name: 'BCG Growth-Share', question: 'Which offers to invest in, hold or retire' },
  { name: 'Blue Ocean', question: 'Where the uncontested space is' },
  {
    name: 'Value Proposition Canvas',
    question: 'How well your offer fits customer jobs, pains and gains',
  },
  { name: 'Jobs To Be Done', question: 'The progress customers hire you to make' },
  { name: 'STP', question: 'Segmentation, targeting and positioning' },
  {
    name: '7Ps marketing mix',
    question: 'Product, price, place, promotion, people, process, physical evidence',
  },
  { name: 'AARRR funnel', question: 'Acquisition, activation, retention, referral and revenue' },
];

export type ComparisonRow = { topic: string; generic: string; stratagent: string };

export const COMPARISON: readonly ComparisonRow[] = [
  {
    topic: 'Context',
    generic: 'Starts from a blank prompt. You re-explain your business in every conversation.',
    stratagent:
      'Starts from your business context: company, audience, goals and documents, captured once.',
  },
  {
    topic: 'Outputs',
    generic: 'Answers scroll away in a chat history you will never search again.',
    stratagent: 'Every output is saved, titled and reusable by the next agent you run.',
  },
  {
    topic: 'Organisation',
    generic: 'One long thread mixes this quarter’s launch with last year’s ideas.',
    stratagent: 'Work is filed by campaign, so strategy, personas and content stay together.',
  },
  {
    topic: 'Method',
    generic: 'Plausible, general advice that could apply to any company.',
    stratagent: 'Reasoning through 11 strategic frameworks you can check and challenge.',
  },
  {
    topic: 'Clients',
    generic: 'Every client’s details sit in the same account.',
    stratagent: 'Each client’s data is isolated, with white-label branding and a read-only portal.',
  },
];

export type Step = { title: string; description: string; icon: LucideIcon };

export const HOW_IT_WORKS: readonly Step[] = [
  {
    title: 'Tell us about your business',
    icon: FileText,
    description:
      'Company, industry, size, audience and goals, typed once or extracted from documents you upload. You approve every extracted fact before it is saved.',
  },
  {
    title: 'Run a specialised agent',
    icon: Sparkles,
    description:
      'Pick the job (strategy, personas, content, budget) and the agent works from your context and proven frameworks instead of a blank prompt.',
  },
  {
    title: 'Save outputs into campaigns',
    icon: FolderKanban,
    description:
      'Keep what is useful. Each output is saved and filed under the campaign it belongs to, ready for your team to find.',
  },
  {
    title: 'Reuse and act',
    icon: Repeat2,
    description:
      'The next agent picks up where the last stopped: personas feed content, strategy feeds the campaign plan, results feed the next decision.',
  },
];

export type Audience = {
  id: 'sme' | 'agency';
  label: string;
  title: string;
  summary: string;
  benefits: readonly string[];
};

export const AUDIENCES: readonly Audience[] = [
  {
    id: 'sme',
    label: 'Small and mid-size businesses',
    title: 'A strategy team for a marketing team of one or two',
    summary:
      'You know your customers. Stratagent supplies the structured thinking a bigger team would bring.',
    benefits: [
      'Positioning, personas and a marketing plan grounded in your own business, not an industry template.',
      'Quick Start: five questions to a first strategy, personas and plan in about 5 minutes.',
      'A dashboard briefing that recommends the next most useful step, with how long it will take.',
      'Everything saved by campaign, so the next launch starts from what you already learned.',
    ],
  },
  {
    id: 'agency',
    label: 'Marketing agencies',
    title: 'Run 5 to 15+ clients without ever mixing them up',
    summary:
      'One workspace per client, one portfolio view for you, and your brand on everything clients see.',
    benefits: [
      'Strict data isolation: each client’s context, documents and outputs stay with that client.',
      'White-label branding with your colours, fonts and logo, unlocked once you manage more than two clients.',
      'A read-only client portal where clients follow campaign performance, reports and messages.',
      'A portfolio dashboard and a client-success agent that spots churn risk before the renewal call.',
    ],
  },
];

export type FaqEntry = { id: string; question: string; answer: readonly string[] };

export const FAQ: readonly FaqEntry[] = [
  {
    id: 'what',
    question: 'What is Stratagent?',
    answer: [
      `A marketing-intelligence platform. ${SPECIALISED_AGENT_COUNT_WORD} specialised AI marketing agents work from your business context and 11 strategic frameworks, and everything they produce is saved as a reusable output organised by campaign.`,
      'Intelligence over execution: it helps you decide what to do and why before you spend time and budget doing it.',
    ],
  },
  {
    id: 'who',
    question: 'Who is it for?',
    answer: [
      'Small and mid-size businesses whose marketing team is one or two people, and marketing agencies that run 5 to 15 or more clients and need strict separation between them, white-label branding and a read-only portal for their clients.',
    ],
  },
  {
    id: 'price',
    question: 'Is it free?',
    answer: [
      'Yes. Stratagent is free during pre-alpha. If we introduce paid plans, we will announce them in advance and nothing will be charged without your explicit agreement.',
      'Once paid plans exist, payments are not refundable, as our Terms explain.',
    ],
  },
  {
    id: 'invitations',
    question: 'How do invitations work?',
    answer: [
      `Request an invitation with your e-mail and company name. A person reviews every request and we reply within ${INVITATION_REVIEW_TIME}.`,
      'When you are approved, we e-mail you and you can sign up with that address. If you have already been invited, go straight to sign-up.',
    ],
  },
  {
    id: 'data',
    question: 'Is my data safe and kept separate?',
    answer: [
      'Every record belongs to exactly one organization. The server scopes each request to your organization and the database enforces the same rule with row-level security, so a missed filter still cannot reveal another organization’s data. Agencies get the same discipline between clients.',
      'Sessions use an httpOnly cookie, passwords are stored only as salted hashes, and we never sell your data or use it for advertising.',
    ],
  },
  {
    id: 'accuracy',
    question: 'How accurate is the AI output?',
    answer: [
      'Agents reason from your own context and named frameworks, which makes their work specific and easy to check, but they can still be wrong. Stratagent is alpha software and AI output carries no warranty: review it before you act on it or publish it.',
      'During pre-alpha, data may be reset. Keep your own copy of anything you cannot afford to lose.',
    ],
  },
  {
    id: 'quick-start',
    question: 'How quickly will I see something useful?',
    answer: [
      'Quick Start asks five questions (company, goal, audience, budget and timeline) and returns a strategy, personas and a marketing plan in about 5 minutes. Each agent shows its estimated time before you start.',
    ],
  },
];
