/** The Campaign Planning agent's routes (seed 000 §2.1). */
export const planningPaths = {
  root: '/campaign-planning',
  plan: (planId: string) => `/campaign-planning/plan/${encodeURIComponent(planId)}`,
  calendar: '/campaign-planning/calendar',
  tasks: '/campaign-planning/tasks',
  timeline: '/campaign-planning/timeline',
  automation: '/campaign-planning/automation',
  session: (sessionId: string) => `/campaign-planning/session/${encodeURIComponent(sessionId)}`,
  campaign: (campaignId: string) => `/campaign-planning/campaign/${encodeURIComponent(campaignId)}`,
} as const;

/** The sub-pages as the SectionNav shows them. */
export const PLANNING_SECTIONS = [
  { to: planningPaths.root, label: 'Plans' },
  { to: planningPaths.tasks, label: 'Tasks' },
  { to: planningPaths.calendar, label: 'Calendar' },
  { to: planningPaths.timeline, label: 'Timeline' },
  { to: planningPaths.automation, label: 'Automation' },
];
