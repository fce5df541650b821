/**
 * The agent catalogue (seed 000 §3, §9; PRODUCT.md §4): one entry per agent, with the
 * menu group it appears in (seed 000 §2.3), its estimated time and its path.
 */
export const AGENT_GROUPS = [
  { id: 'foundation', label: 'Foundation' },
  { id: 'planning', label: 'Planning & Creation' },
  { id: 'intelligence', label: 'Intelligence' },
] as const;
export type AgentGroup = (typeof AGENT_GROUPS)[number]['id'];

export const AGENT_TYPES = [
  'quick_start',
  'strategy',
  'persona',
  'marketing_strategy',
  'content',
  'campaign-planning',
  'performance-intelligence',
  'competitive-intelligence',
  'client-success',
  'roi-budget',
  // Not in the catalogue of seed 000 §3: the Quick Wins page's own sessions (seed 000 §2.1).
  'quick-wins',
] as const;
export type AgentType = (typeof AGENT_TYPES)[number];

export type AgentEntry = {
  id: AgentType;
  name: string;
  shortName: string;
  group: AgentGroup;
  description: string;
  estimatedTime: string;
  path: string;
  agencyOnly?: boolean;
};

/** In menu order: Ctrl/⌘+1..9 open the first nine entries a user can see. */
export const AGENTS: readonly AgentEntry[] = [
  {
    id: 'quick_start',
    name: 'Quick Start',
    shortName: 'Quick Start',
    group: 'foundation',
    description: 'Five questions to a strategy, three personas and a marketing plan.',
    estimatedTime: '5 min',
    path: '/quick-start',
  },
  {
    id: 'strategy',
    name: 'Strategy Agent',
    shortName: 'Strategy',
    group: 'foundation',
    description:
      'Strategic analysis with 11 frameworks: SWOT, PESTEL, Porter, Ansoff, Blue Ocean and more.',
    estimatedTime: '5-10 min',
    path: '/strategy',
  },
  {
    id: 'persona',
    name: 'Persona Agent',
    shortName: 'Persona',
    group: 'foundation',
    description: 'Research-grade customer personas you can interview.',
    estimatedTime: '3-5 min',
    path: '/persona',
  },
  {
    id: 'marketing_strategy',
    name: 'Marketing Strategy Agent',
    shortName: 'Marketing Strategy',
    group: 'foundation',
    description: 'Channel, budget and messaging strategy in quick, guided or advanced mode.',
    estimatedTime: '5-10 min',
    path: '/marketing-strategy',
  },
  {
    id: 'content',
    name: 'Content Agent',
    shortName: 'Content',
    group: 'planning',
    description: 'Nine content tools grounded in your strategy and documents.',
    estimatedTime: '5-10 min',
    path: '/content',
  },
  {
    id: 'campaign-planning',
    name: 'Campaign Planning Agent',
    shortName: 'Campaign Planning',
    group: 'planning',
    description: 'Campaign plans with timelines, tasks and a calendar.',
    estimatedTime: '10-15 min',
    path: '/campaign-planning',
  },
  {
    id: 'performance-intelligence',
    name: 'Performance Intelligence Agent',
    shortName: 'Performance Intelligence',
    group: 'intelligence',
    description: 'Reads your campaign metrics and tells you what to change.',
    estimatedTime: '3-8 min',
    path: '/performance-intelligence',
  },
  {
    id: 'competitive-intelligence',
    name: 'Competitive Intelligence Agent',
    shortName: 'Competitive Intel',
    group: 'intelligence',
    description: 'Competitor analysis, benchmarks and positioning gaps.',
    estimatedTime: '5-10 min',
    path: '/competitive-intelligence',
  },
  {
    id: 'client-success',
    name: 'Client Success Agent',
    shortName: 'Client Success',
    group: 'intelligence',
    description: 'Client health, retention and churn signals for agencies.',
    estimatedTime: '3-5 min',
    path: '/client-success',
    agencyOnly: true,
  },
  {
    id: 'roi-budget',
    name: 'ROI & Budget Agent',
    shortName: 'ROI & Budget',
    group: 'intelligence',
    description: 'Budget allocation, forecasts and ROI scenarios.',
    estimatedTime: '5-10 min',
    path: '/roi-budget',
  },
];

export const agentById = (id: string) => AGENTS.find((a) => a.id === id);

/**
 * How long a run takes as the product says it (issue 27): the catalogue's estimate (seed 000
 * §3) is for a run on a language model; the offline engine drafts in seconds, and says so
 * wherever the engine is known.
 */
export const OFFLINE_RUN_TIME = 'Seconds, offline';
export const runTimeLabel = (estimated: string, engine: 'offline' | 'model' | null | undefined) =>
  engine === 'offline' ? OFFLINE_RUN_TIME : estimated;

/**
 * The specialised agents: every agent of the catalogue but Quick Start, which chains three of
 * them. Their number is the one the product states (landing, invitation page, welcome screen).
 */
export const SPECIALISED_AGENTS = AGENTS.filter((a) => a.id !== 'quick_start');

const NUMBER_WORDS = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
];
/** "Nine", for a sentence that starts with the count. */
export const SPECIALISED_AGENT_COUNT_WORD =
  NUMBER_WORDS[SPECIALISED_AGENTS.length] ?? String(SPECIALISED_AGENTS.length);

/** Every agent type that saves outputs, as the outputs' filter lists them. */
export const OUTPUT_AGENT_OPTIONS: { id: AgentType; label: string }[] = [
  ...AGENTS.map((a) => ({ id: a.id, label: a.shortName })),
  { id: 'quick-wins', label: 'Quick Wins' },
];

/** Where each agent type's pages live, the catalogue's and Quick Wins' (seed 000 §2.1). */
const AGENT_ROOTS: Record<string, string> = {
  ...Object.fromEntries(AGENTS.map((a) => [a.id, a.path])),
  'quick-wins': '/quick-wins',
};

/** An agent session's page: every agent has /{agent}/session/{sessionId}. */
export const agentSessionPath = (agentType: string, sessionId: string): string | null => {
  const root = AGENT_ROOTS[agentType];
  return root ? `${root}/session/${encodeURIComponent(sessionId)}` : null;
};
