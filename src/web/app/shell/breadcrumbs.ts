/**
 * Breadcrumbs for campaigns, agents, outputs, clients and analytics (seed 000 §2.1, §2.3),
 * built from the path alone so that they are right on a reload. Names that need the API (the
 * campaign's) come in through `names`.
 */
import { AGENTS, agentById } from '@/shared/agents';

export type Crumb = { label: string; to?: string };
export type CrumbNames = {
  campaign?: string | null | undefined;
  /** The client of a /clients/{id}/… page. */
  client?: string | null | undefined;
  /** The workflow of a /workflow/{id}/… page. */
  workflow?: string | null | undefined;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string | undefined): value is string =>
  Boolean(value && UUID.test(value));

/** Segments that name what the next segment identifies (…/session/{id}, …/tool/{tool}). */
const PARAMETER_SEGMENTS = new Set([
  'session',
  'campaign',
  'campaigns',
  'client',
  'plan',
  'tool',
  'type',
  'interview',
]);

/** The words of the route table that are not identifiers, and how a breadcrumb says them. */
const LABELS: Record<string, string> = {
  new: 'New',
  edit: 'Edit',
  content: 'Content',
  analytics: 'Analytics',
  strategy: 'Strategy',
  execution: 'Execution',
  settings: 'Settings',
  insights: 'Insights',
  history: 'History',
  outputs: 'Outputs',
  library: 'Library',
  templates: 'Templates',
  dashboard: 'Dashboard',
  reports: 'Reports',
  forecast: 'Forecast',
  optimization: 'Optimization',
  scenarios: 'Scenarios',
  calendar: 'Calendar',
  tasks: 'Tasks',
  timeline: 'Timeline',
  automation: 'Automation',
  competitors: 'Competitors',
  analysis: 'Analysis',
  benchmarks: 'Benchmarks',
  alerts: 'Alerts',
  health: 'Health',
  retention: 'Retention',
  churn: 'Churn',
  recommendations: 'Recommendations',
  opportunities: 'Opportunities',
  implementation: 'Implementation',
  results: 'Results',
  saved: 'Saved',
  quick: 'Quick mode',
  guided: 'Guided mode',
  advanced: 'Advanced mode',
};

const titleCase = (slug: string) =>
  decodeURIComponent(slug)
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** The campaign a path is about: /campaigns/{id}/…, /{agent}/campaign/{id}, /clients/{c}/campaigns/{id}. */
export function routeCampaignId(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  for (let i = 0; i < segments.length - 1; i++) {
    if ((segments[i] === 'campaigns' || segments[i] === 'campaign') && isUuid(segments[i + 1]))
      return segments[i + 1]!;
  }
  return null;
}

const AGENT_ROOTS = new Map(AGENTS.map((agent) => [agent.path.slice(1), agent]));
const campaignLabel = (names: CrumbNames) => names.campaign || 'Campaign';

/** The crumbs after a known root: parameters become their meaning, identifiers "Details". */
function trail(segments: string[], names: CrumbNames): Crumb[] {
  const crumbs: Crumb[] = [];
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    const value = segments[i + 1];
    if (PARAMETER_SEGMENTS.has(segment) && value !== undefined) {
      i++;
      if (segment === 'session') crumbs.push({ label: 'Session' });
      else if (segment === 'campaign' || segment === 'campaigns') {
        crumbs.push(
          value === 'new'
            ? { label: 'New Campaign' }
            : { label: campaignLabel(names), to: `/campaigns/${value}` },
        );
      } else if (segment === 'client') crumbs.push({ label: 'Client', to: `/clients/${value}` });
      else if (segment === 'plan') crumbs.push({ label: 'Plan' });
      else if (segment === 'interview') crumbs.push({ label: 'Interview' });
      else crumbs.push({ label: titleCase(value) });
      continue;
    }
    if (segment === 'agents' && value !== undefined) {
      const agent = AGENT_ROOTS.get(value);
      crumbs.push({ label: agent?.name ?? titleCase(value) });
      i++;
      continue;
    }
    crumbs.push({ label: LABELS[segment] ?? (segment === 'campaigns' ? 'Campaigns' : 'Details') });
  }
  return crumbs;
}

/** Only what sits below a section gets breadcrumbs: a top-level page has its own heading. */
export function buildBreadcrumbs(pathname: string, names: CrumbNames = {}): Crumb[] {
  const [root, ...rest] = pathname.split('/').filter(Boolean);
  if (!root) return [];

  if (root === 'campaigns') {
    const [id, section, ...more] = rest;
    if (!id) return [];
    const home: Crumb = { label: 'Campaigns', to: '/campaigns' };
    if (id === 'new') return [home, { label: 'New Campaign' }];
    const campaign: Crumb = { label: campaignLabel(names), to: `/campaigns/${id}` };
    if (!section) return [home, campaign];
    return [
      home,
      campaign,
      { label: LABELS[section] ?? titleCase(section) },
      ...trail(more, names),
    ];
  }

  if (root === 'outputs') {
    const [first, value] = rest;
    if (!first) return [];
    const home: Crumb = { label: 'Outputs', to: '/outputs' };
    if (first === 'saved') return [home, { label: 'Saved' }];
    if (first === 'campaign' && value)
      return [home, { label: campaignLabel(names), to: `/campaigns/${value}` }];
    if (first === 'agent' && value)
      return [home, { label: agentById(value)?.name ?? titleCase(value) }];
    return [home, { label: 'Output' }];
  }

  if (root === 'clients') {
    const [id, ...more] = rest;
    if (!id) return [];
    const home: Crumb = { label: 'Clients', to: '/clients' };
    if (id === 'new') return [home, { label: 'New Client' }];
    if (id === 'analytics') return [home, { label: 'Agency Analytics' }];
    return [home, { label: names.client || 'Client', to: `/clients/${id}` }, ...trail(more, names)];
  }

  if (root === 'analytics') {
    const [section, value] = rest;
    if (!section) return [];
    const home: Crumb = { label: 'Analytics', to: '/analytics' };
    if (section === 'report')
      return [
        home,
        { label: 'Reports', to: '/analytics/reports' },
        { label: titleCase(value ?? 'report') },
      ];
    if (section === 'campaign') return [home, { label: campaignLabel(names) }];
    if (section === 'client') return [home, { label: names.client || 'Client' }];
    if (section === 'session')
      return [home, { label: 'Reports', to: '/analytics/reports' }, { label: 'Session' }];
    return [home, { label: LABELS[section] ?? titleCase(section) }];
  }
  if (root === 'metrics') {
    const [first, value] = rest;
    if (!first) return [];
    const home: Crumb = { label: 'Metrics', to: '/metrics' };
    if (first === 'real-time') return [home, { label: 'Real-time' }];
    if (first === 'custom') return [home, { label: 'Custom metrics' }];
    if (first === 'reports')
      return value
        ? [home, { label: 'Saved reports', to: '/metrics/reports' }, { label: 'Report' }]
        : [home, { label: 'Saved reports' }];
    if (first === 'campaign' && value) return [home, { label: campaignLabel(names) }];
    if (first === 'client' && value) return [home, { label: names.client || 'Client' }];
    return [home];
  }

  if (root === 'workflow') {
    const [first, section] = rest;
    if (!first) return [];
    const home: Crumb = { label: 'Workflows', to: '/workflow' };
    if (first === 'templates') return [home, { label: 'Templates' }];
    if (first === 'builder') return [home, { label: 'New workflow' }];
    if (first === 'history') return [home, { label: 'Run history' }];
    const workflow: Crumb = { label: names.workflow || 'Workflow', to: `/workflow/${first}` };
    if (!section) return [home, workflow];
    return [
      home,
      workflow,
      { label: section === 'run' ? 'Run' : (LABELS[section] ?? titleCase(section)) },
    ];
  }

  const agent = AGENT_ROOTS.get(root);
  if (agent)
    return [{ label: 'Agents' }, { label: agent.name, to: agent.path }, ...trail(rest, names)];
  if (root === 'quick-wins')
    return [{ label: 'Agents' }, { label: 'Quick Wins', to: '/quick-wins' }, ...trail(rest, names)];

  return [];
}
