import type { ListSessionsQuery } from '@/shared/agent-runs';

/**
 * Every TanStack Query key of the web app, in one place (issue 8, "one API contract").
 *
 * Features never import each other, yet they refresh each other's data (saving an output
 * refreshes the dashboard, a new session the session list...): they all read the keys here.
 * Keys are hierarchical, so invalidating a prefix (`queryKeys.outputs.all`) reaches every
 * key under it (lists and details). Static keys are tuples; keys with parameters are
 * functions. Filter shapes belong to their features, so they come in as type parameters.
 */
export const queryKeys = {
  me: ['me'] as const,
  /** When the server rendered the page (src/web/entry-server.tsx), for relative times. */
  renderedAt: ['rendered-at'] as const,
  auth: {
    config: ['auth-config'] as const,
    slug: (name: string) => ['generate-slug', name] as const,
    inviteStatus: (email: string, invite: string | undefined) =>
      ['invite-status', email, invite] as const,
  },
  setup: {
    check: (token: string) => ['setup-check', token] as const,
  },
  invitations: {
    challenge: ['invitation-requests', 'challenge'] as const,
  },
  admin: {
    all: ['admin'] as const,
    invites: ['admin', 'invites'] as const,
    invitationRequests: {
      all: ['admin', 'invitation-requests'] as const,
      list: <S extends string>(status: S) => ['admin', 'invitation-requests', status] as const,
    },
  },
  team: ['team'] as const,
  progress: ['progress'] as const,
  apiKeys: ['api-keys'] as const,
  webhooks: {
    all: ['webhooks'] as const,
    list: ['webhooks', 'list'] as const,
    deliveries: (id: string, status: string) => ['webhooks', 'deliveries', id, status] as const,
  },
  notificationPreferences: ['notification-preferences'] as const,
  workspaces: {
    all: ['workspaces'] as const,
    detail: (id: string) => ['workspaces', id] as const,
  },
  businessContext: {
    all: ['business-context'] as const,
    org: (orgId: string) => ['business-context', orgId] as const,
    pendingApprovals: ['business-context', 'pending-approvals'] as const,
  },
  dashboard: {
    all: ['dashboard'] as const,
    metrics: ['dashboard', 'metrics'] as const,
    readiness: ['dashboard', 'readiness'] as const,
    recommendations: ['dashboard', 'recommendations'] as const,
    recentCampaigns: ['dashboard', 'recent-campaigns'] as const,
    recentOutputs: (limit: number) => ['dashboard', 'recent-outputs', limit] as const,
    activity: (limit: number) => ['dashboard', 'activity', limit] as const,
  },
  agents: ['agents'] as const,
  agentSessions: {
    all: ['agent-sessions'] as const,
    lists: ['agent-sessions', 'list'] as const,
    list: (query: ListSessionsQuery) => ['agent-sessions', 'list', query] as const,
    detail: (sessionId: string) => ['agent-sessions', 'detail', sessionId] as const,
  },
  brandComparison: (clientId: string | null) =>
    ['brand-comparison', clientId ?? 'organization'] as const,
  outputs: {
    all: ['outputs'] as const,
    lists: ['outputs', 'list'] as const,
    list: <F extends object>(filters: F) => ['outputs', 'list', filters] as const,
    detail: (outputId: string) => ['outputs', 'detail', outputId] as const,
    sources: (outputId: string) => ['outputs', 'sources', outputId] as const,
    versions: (outputId: string) => ['outputs', 'versions', outputId] as const,
    version: (outputId: string, version: number) =>
      ['outputs', 'versions', outputId, version] as const,
  },
  campaigns: {
    all: ['campaigns'] as const,
    list: <F extends object>(filters: F) => ['campaigns', 'list', filters] as const,
    // The shell's breadcrumbs and 'Campaign: {name}' badge read the same entry as the pages.
    detail: (campaignId: string) => ['campaigns', campaignId] as const,
    metrics: (campaignId: string) => ['campaigns', 'metrics', campaignId] as const,
  },
  clients: {
    all: ['clients'] as const,
    list: <P extends object>(params: P) => ['clients', 'list', params] as const,
    /** The id/name options of the campaign filter and form (a lighter answer than the list). */
    options: (limit: number) => ['clients', 'list', { limit }, 'options'] as const,
    detail: (clientId: string) => ['clients', 'detail', clientId] as const,
    dashboard: (clientId: string) => ['clients', 'dashboard', clientId] as const,
    performance: <P extends object>(clientId: string, period: P) =>
      ['clients', 'performance', clientId, period] as const,
    crossClientAnalytics: <P extends object>(period: P) =>
      ['clients', 'cross-client-analytics', period] as const,
  },
  /** The AI model settings (decision 048): a change at one level changes what others inherit. */
  aiModel: {
    all: ['ai-model'] as const,
    organization: ['ai-model', 'organization'] as const,
    client: (clientId: string) => ['ai-model', 'client', clientId] as const,
  },
  aiUsage: {
    all: ['ai-usage'] as const,
    client: (clientId: string) => ['ai-usage', 'client', clientId] as const,
    organization: <P extends object>(period: P) => ['ai-usage', 'organization', period] as const,
  },
  agency: {
    all: ['agency'] as const,
    dashboard: ['agency', 'dashboard'] as const,
    /** The agency dashboard for one client (or all: null). */
    dashboardFor: (clientId: string | null) => ['agency', 'dashboard', clientId] as const,
    teamActivity: (limit: number) => ['agency', 'team-activity', limit] as const,
  },
  analytics: {
    all: ['analytics'] as const,
    overview: <S extends object, P extends object>(scope: S, period: P) =>
      ['analytics', 'overview', scope, period] as const,
    report: <S extends object, P extends object>(type: string, scope: S, period: P) =>
      ['analytics', 'report', type, scope, period] as const,
  },
  clientSuccess: {
    all: ['client-success'] as const,
    health: ['client-success', 'health'] as const,
    client: (clientId: string) => ['client-success', 'client', clientId] as const,
    recommendations: ['client-success', 'recommendations'] as const,
  },
  whiteLabel: ['white-label'] as const,
  portal: {
    all: ['portal'] as const,
    overview: ['portal', 'overview'] as const,
    reports: ['portal', 'reports'] as const,
    messages: (clientId: string) => ['portal', 'messages', clientId] as const,
    approvals: ['portal', 'approvals'] as const,
    clientReports: (clientId: string) => ['portal', 'client-reports', clientId] as const,
  },
  approvals: {
    all: ['approvals'] as const,
    forOutput: (outputId: string) => ['approvals', 'output', outputId] as const,
  },
  documents: {
    all: ['documents'] as const,
    lists: ['documents', 'list'] as const,
    list: <F extends object>(filters: F) => ['documents', 'list', filters] as const,
    /** The latest documents offered as context for an analysis. */
    contextList: ['documents', 'list', 'context'] as const,
    detail: (documentId: string) => ['documents', 'detail', documentId] as const,
    search: (query: string) => ['documents', 'search', query] as const,
  },
  workflows: {
    all: ['workflows'] as const,
    list: ['workflows', 'list'] as const,
    templates: ['workflows', 'templates'] as const,
    detail: (workflowId: string) => ['workflows', 'detail', workflowId] as const,
    /** The runs of every workflow; a prefix of each workflow's runs. */
    allRuns: ['workflows', 'runs'] as const,
    runs: (workflowId: string) => ['workflows', 'runs', workflowId] as const,
    run: (workflowId: string, runId: string) => ['workflows', 'runs', workflowId, runId] as const,
  },
  quickWins: {
    all: ['quick-wins'] as const,
    opportunities: (campaignId: string | null) =>
      ['quick-wins', 'opportunities', campaignId] as const,
    list: <F extends object>(filters: F) => ['quick-wins', 'list', filters] as const,
    results: (campaignId: string | null) => ['quick-wins', 'results', campaignId] as const,
  },
} as const;
