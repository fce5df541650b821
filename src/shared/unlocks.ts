/** Progressive feature unlocks from the dashboard metrics (seed 000 §4). */
export type UnlockMetrics = {
  campaignCount: number;
  documentCount: number;
  aiInteractions: number;
  clientCount: number;
  organizationType: 'SME' | 'AGENCY';
};

export const FEATURES = [
  'strategy',
  'dashboard',
  'persona',
  'content',
  'analytics',
  'roi_budget',
  'execution',
  'quick_wins',
  'competitive',
  'client_success',
  'automation',
  'api_access',
  'white_label',
] as const;
export type Feature = (typeof FEATURES)[number];

/** Which progressive unlock (seed 000 §4) opens the metrics pages: the Analytics one. */
export const METRICS_FEATURE = 'analytics' as const satisfies Feature;

/** A count the organization must exceed: which metric, and by how much. */
export type UnlockThreshold = {
  metric: 'campaignCount' | 'documentCount' | 'aiInteractions';
  moreThan: number;
};

type Rule = {
  isUnlocked: (m: UnlockMetrics) => boolean;
  requirement: string;
  threshold?: UnlockThreshold;
};

const always = (): Rule => ({ isUnlocked: () => true, requirement: 'Always available' });
const moreThan = (metric: UnlockThreshold['metric'], count: number, requirement: string): Rule => ({
  isUnlocked: (m) => m[metric] > count,
  requirement,
  threshold: { metric, moreThan: count },
});

const RULES: Record<Feature, Rule> = {
  strategy: always(),
  dashboard: always(),
  persona: moreThan('campaignCount', 0, 'Create your first campaign'),
  content: moreThan('documentCount', 0, 'Upload your first document'),
  analytics: moreThan('campaignCount', 0, 'Create your first campaign'),
  roi_budget: moreThan('campaignCount', 2, 'Have more than 2 campaigns'),
  execution: moreThan('campaignCount', 3, 'Have more than 3 campaigns'),
  quick_wins: moreThan('aiInteractions', 10, 'Have more than 10 AI interactions'),
  competitive: moreThan('documentCount', 5, 'Upload more than 5 documents'),
  client_success: moreThan('campaignCount', 5, 'Have more than 5 campaigns'),
  automation: moreThan('campaignCount', 10, 'Have more than 10 campaigns'),
  api_access: moreThan('aiInteractions', 50, 'Have more than 50 AI interactions'),
  white_label: {
    isUnlocked: (m) => m.organizationType === 'AGENCY' && m.clientCount > 2,
    requirement: 'An agency with more than 2 clients',
  },
};

/** The count a feature waits for, when it is one (white label also needs an agency). */
export const unlockThreshold = (feature: Feature): UnlockThreshold | undefined =>
  RULES[feature].threshold;

export type UnlockState = Record<Feature, { unlocked: boolean; requirement: string }>;

export function computeUnlocks(metrics: UnlockMetrics): UnlockState {
  return Object.fromEntries(
    FEATURES.map((f) => [
      f,
      { unlocked: RULES[f].isUnlocked(metrics), requirement: RULES[f].requirement },
    ]),
  ) as UnlockState;
}

export const isUnlocked = (feature: Feature, metrics: UnlockMetrics) =>
  RULES[feature].isUnlocked(metrics);
export const unlockRequirement = (feature: Feature) => RULES[feature].requirement;
