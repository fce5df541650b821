import { STRATEGY_FRAMEWORKS, type StrategyFrameworkId } from '@/shared/agent-runs';

/**
 * What each framework answers and how long a review of its result takes. The seeds give the
 * strategy agent 5-10 minutes overall; single-lens frameworks sit at the low end, the
 * multi-part ones (PESTEL, Blue Ocean, STP, 7Ps) at the high end.
 */
export const FRAMEWORK_DETAILS: Record<
  StrategyFrameworkId,
  { question: string; estimatedTime: string }
> = {
  swot: { question: 'Where do we stand, and what should we act on first?', estimatedTime: '5 min' },
  pestel: { question: 'Which outside forces will shape our market?', estimatedTime: '8-10 min' },
  porters_five_forces: {
    question: 'How attractive and contested is our market?',
    estimatedTime: '6-8 min',
  },
  ansoff: { question: 'Which growth path should we take next?', estimatedTime: '5-7 min' },
  bcg: {
    question: 'Which offers deserve investment, and which should we milk or drop?',
    estimatedTime: '5-7 min',
  },
  blue_ocean: {
    question: 'How do we stop competing on the same terms as everyone else?',
    estimatedTime: '8-10 min',
  },
  value_proposition_canvas: {
    question: 'Does our offer fit what customers need?',
    estimatedTime: '6-8 min',
  },
  jtbd: { question: 'What are customers really hiring us to do?', estimatedTime: '5-7 min' },
  stp: {
    question: 'Who exactly should we target, and how should we position?',
    estimatedTime: '8-10 min',
  },
  marketing_mix_7p: { question: 'Which of our 7Ps needs to change?', estimatedTime: '8-10 min' },
  aarrr: {
    question: 'Where does our funnel leak, and which KPI fixes it?',
    estimatedTime: '6-8 min',
  },
};

export const frameworkLabel = (id: string) =>
  STRATEGY_FRAMEWORKS.find((f) => f.id === id)?.label ?? id;
