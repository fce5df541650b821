/** How locked features are named and explained to users (seed 000 §4), on the server and in the web app. */
import { unlockRequirement, type Feature } from './unlocks';

export const FEATURE_LABELS: Record<Feature, string> = {
  strategy: 'Strategy agent',
  dashboard: 'Dashboard',
  persona: 'Persona agent',
  content: 'Content agent',
  analytics: 'Analytics',
  roi_budget: 'ROI & Budget',
  execution: 'Campaign execution',
  quick_wins: 'Quick wins',
  competitive: 'Competitive intelligence',
  client_success: 'Client success',
  automation: 'Workflow automation',
  api_access: 'API access',
  white_label: 'White label',
};

/** 'Have more than 50 AI interactions' → 'have more than 50 AI interactions', to follow "when you". */
export function unlockCondition(feature: Feature): string {
  const requirement = unlockRequirement(feature);
  const phrase = requirement.charAt(0).toLowerCase() + requirement.slice(1);
  return phrase.startsWith('an ') ? `run ${phrase}` : phrase;
}

/** The error a locked feature answers with (API) and shows (web). */
export const lockedFeatureMessage = (feature: Feature) =>
  `This feature unlocks when you ${unlockCondition(feature)}.`;
