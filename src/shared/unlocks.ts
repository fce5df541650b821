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

type Rule = { isUnlocked: (m: UnlockMetrics) => boolean; requirement: string };

const RULES: Record<Feature, Rule> = {
  strategy: { isUnlocked: () => true, requirement: 'Always available' },
  dashboard: { isUnlocked: () => true, requirement: 'Always available' },
  persona: { isUnlocked: (m) => m.campaignCount > 0, requirement: 'Create your first campaign' },
  content: { isUnlocked: (m) => m.documentCount > 0, requirement: 'Upload your first document' },
  analytics: { isUnlocked: (m) => m.campaignCount > 0, requirement: 'Create your first campaign' },
  roi_budget: { isUnlocked: (m) => m.campaignCount > 2, requirement: 'Have more than 2 campaigns' },
  execution: { isUnlocked: (m) => m.campaignCount > 3, requirement: 'Have more than 3 campaigns' },
  quick_wins: {
    isUnlocked: (m) => m.aiInteractions > 10,
    requirement: 'Have more than 10 AI interactions',
  },
  competitive: {
    isUnlocked: (m) => m.documentCount > 5,
    requirement: 'Upload more than 5 documents',
  },
  client_success: {
    isUnlocked: (m) => m.campaignCount > 5,
    requirement: 'Have more than 5 campaigns',
  },
  automation: {
    isUnlocked: (m) => m.campaignCount > 10,
    requirement: 'Have more than 10 campaigns',
  },
  api_access: {
    isUnlocked: (m) => m.aiInteractions > 50,
    requirement: 'Have more than 50 AI interactions',
  },
  white_label: {
    isUnlocked: (m) => m.organizationType === 'AGENCY' && m.clientCount > 2,
    requirement: 'An agency with more than 2 clients',
  },
};

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
