import type { ReactNode } from 'react';
import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { EMBEDDED_QUERIES_ID } from '@/shared/embedded-session';
import { takeEmbeddedJson } from '@/web/lib/embedded-json';
import { Navigate, Outlet, useRoutes, type Params, type RouteObject } from 'react-router';
import { LoadingState } from '@/web/components/ui/spinner';
import { lazyPage } from '@/web/lib/lazy-page';
import { paths } from '@/web/config/paths';
import { BySession, ProtectedRoute } from './guards';
import { Redirect } from './redirect';
import { toCampaign, writersOnly } from './route-access';
import { AppShell } from './shell/app-shell';
import { campaignPlanningRoutes } from './routes/campaign-planning/routes';
import { competitiveRoutes } from './routes/competitive-intelligence/routes';
import { contentRoutes } from './routes/content/routes';
import { performanceRoutes } from './routes/performance-intelligence/routes';
import { analyticsRoutes } from './routes/analytics/routes';
import { metricsRoutes } from './routes/metrics/routes';
import { quickWinsRoutes } from './routes/quick-wins/routes';
import { roiBudgetRoutes } from './routes/roi-budget/routes';
import { clientRoutes } from './routes/clients/routes';
import { clientSuccessRoutes } from './routes/client-success/routes';
import { whiteLabelRoutes } from './routes/white-label/routes';
import { portalRoutes } from './routes/portal/routes';
import { agencyRoutes } from './routes/agency/routes';
import { workflowRoutes } from './routes/workflow/routes';

/*
 * Every path that is not a public page: the signed-in application and its shell. One lazy
 * chunk (see ./router), so public pages never download the shell, its menus and palette, nor
 * this table; a signed-in page loads it alongside its session.
 */

const page = lazyPage;

const NotFound = page(() => import('./routes/not-found'));
const AppNotFound = page(() => import('./routes/app-not-found'));
const Onboarding = page(() => import('./routes/onboarding'));
const OnboardingTeam = page(() => import('./routes/onboarding/team-setup'));
const OnboardingPreferences = page(() => import('./routes/onboarding/preferences'));

// The signed-in application
const Dashboard = page(() => import('./routes/dashboard/index'));
const DashboardMetrics = page(() => import('./routes/dashboard/metrics'));
const DashboardRecommendations = page(() => import('./routes/dashboard/recommendations'));
const Campaigns = page(() => import('./routes/campaigns/list'));
const CampaignNew = page(() => import('./routes/campaigns/new'));
const CampaignDetail = page(() => import('./routes/campaigns/detail'));
const CampaignEdit = page(() => import('./routes/campaigns/edit'));
const CampaignAnalytics = page(() => import('./routes/campaigns/analytics'));
const CampaignSettings = page(() => import('./routes/campaigns/settings'));
const CampaignInsights = page(() => import('./routes/campaigns/insights'));
const CampaignSection = page(() => import('./routes/campaigns/section'));
const Profile = page(() => import('./routes/profile'));
const Settings = page(() => import('./routes/settings/index'));
const SettingsWorkspace = page(() => import('./routes/settings/workspace'));
const SettingsTeam = page(() => import('./routes/settings/team'));
const SettingsNotifications = page(() => import('./routes/settings/notifications'));
const SettingsBilling = page(() => import('./routes/settings/billing'));
const SettingsIntegrations = page(() => import('./routes/settings/integrations'));
const SettingsWebhooks = page(() => import('./routes/settings/webhooks'));
const SettingsAi = page(() => import('./routes/settings/ai'));
const Feedback = page(() => import('./routes/feedback'));
const Workspace = page(() => import('./routes/workspace/index'));
const WorkspaceSelect = page(() => import('./routes/workspace/select'));
const WorkspaceDetail = page(() => import('./routes/workspace/detail'));
const Admin = page(() => import('./routes/admin'));
const Documents = page(() => import('./routes/documents/list'));
const DocumentUpload = page(() => import('./routes/documents/upload'));
const DocumentSearch = page(() => import('./routes/documents/search'));
const CampaignDocuments = page(() => import('./routes/documents/campaign'));
const ClientDocuments = page(() => import('./routes/documents/client'));
const DocumentDetail = page(() => import('./routes/documents/detail'));
const Strategy = page(() => import('./routes/strategy/index'));
const StrategySession = page(() => import('./routes/strategy/session'));
const StrategyHistory = page(() => import('./routes/strategy/history'));
const MarketingStrategy = page(() => import('./routes/marketing-strategy/index'));
const MarketingMode = page(() => import('./routes/marketing-strategy/mode'));
const MarketingSession = page(() => import('./routes/marketing-strategy/session'));
const MarketingOutputs = page(() => import('./routes/marketing-strategy/outputs'));
const QuickStart = page(() => import('./routes/quick-start/index'));
const QuickStartSession = page(() => import('./routes/quick-start/session'));
const PersonaLibrary = page(() => import('./routes/persona/index'));
const PersonaNew = page(() => import('./routes/persona/new'));
const PersonaDetail = page(() => import('./routes/persona/detail'));
const PersonaEdit = page(() => import('./routes/persona/edit'));
const PersonaInterview = page(() => import('./routes/persona/interview'));
const PersonaInterviewSession = page(() => import('./routes/persona/interview-session'));
const PersonaSession = page(() => import('./routes/persona/session'));
const Outputs = page(() => import('./routes/outputs/list'));
const OutputsSaved = page(() => import('./routes/outputs/saved'));
const OutputsByCampaign = page(() => import('./routes/outputs/by-campaign'));
const OutputsByAgent = page(() => import('./routes/outputs/by-agent'));
const OutputDetail = page(() => import('./routes/outputs/detail'));
const BrandComparison = page(() => import('./routes/brand-comparison/index'));

const signedIn = (element: ReactNode) => <ProtectedRoute>{element}</ProtectedRoute>;
/** Every signed-in page shares the application shell (header, navigation, palette). */
const inShell = (element: ReactNode) =>
  signedIn(
    <AppShell>
      <Suspense fallback={<LoadingState />}>{element}</Suspense>
    </AppShell>,
  );
const toPersona = (params: Params) => `/persona/${params.personaId ?? ''}`;

/**
 * The other number of a section's name, as people type it: each goes, with what follows it,
 * to the section's real path (`/workflows/history` → `/workflow/history`).
 */
const OTHER_NUMBER: Record<string, string> = {
  '/workflows': '/workflow',
  '/personas': '/persona',
  '/campaign': '/campaigns',
  '/document': '/documents',
  '/output': '/outputs',
  '/client': '/clients',
  '/workspaces': '/workspace',
};
const otherNumberRoutes: RouteObject[] = Object.entries(OTHER_NUMBER).flatMap(([from, to]) => [
  { path: from, element: <Redirect to={to} /> },
  { path: `${from}/*`, element: <Redirect to={`${to}/*`} /> },
]);

export const signedInRoutes: RouteObject[] = [
  { path: '/onboarding/business-context', element: signedIn(<Onboarding />) },
  { path: '/onboarding/team-setup', element: signedIn(<OnboardingTeam />) },
  { path: '/onboarding/preferences', element: signedIn(<OnboardingPreferences />) },
  {
    element: inShell(<Outlet />),
    children: [
      { path: '/dashboard', element: <Dashboard /> },
      { path: '/dashboard/sme', element: <Navigate to="/dashboard" replace /> },
      { path: '/dashboard/agency', element: <Navigate to="/dashboard" replace /> },
      // Seed 001 §2: campaign execution became campaign planning.
      { path: '/campaign-execution', element: <Redirect to={paths.campaignPlanning} /> },
      {
        path: '/campaign-execution/session/:sessionId',
        element: <Redirect to={paths.campaignPlanningSession} />,
      },
      ...otherNumberRoutes,
      { path: '/dashboard/metrics', element: <DashboardMetrics /> },
      { path: '/dashboard/recommendations', element: <DashboardRecommendations /> },
      { path: '/campaigns', element: <Campaigns /> },
      { path: '/campaigns/new', element: writersOnly(<CampaignNew />, '/campaigns') },
      { path: '/campaigns/:campaignId', element: <CampaignDetail /> },
      {
        path: '/campaigns/:campaignId/edit',
        element: writersOnly(<CampaignEdit />, toCampaign),
      },
      { path: '/campaigns/:campaignId/analytics', element: <CampaignAnalytics /> },
      {
        path: '/campaigns/:campaignId/settings',
        element: writersOnly(<CampaignSettings />, toCampaign),
      },
      { path: '/campaigns/:campaignId/insights', element: <CampaignInsights /> },
      { path: '/campaigns/:campaignId/:section', element: <CampaignSection /> },
      { path: '/profile', element: <Profile /> },
      { path: '/settings', element: <Settings /> },
      { path: '/settings/workspace', element: <SettingsWorkspace /> },
      { path: '/settings/team', element: <SettingsTeam /> },
      { path: '/settings/notifications', element: <SettingsNotifications /> },
      { path: '/settings/billing', element: <SettingsBilling /> },
      { path: '/settings/integrations', element: <SettingsIntegrations /> },
      { path: '/settings/webhooks', element: <SettingsWebhooks /> },
      { path: '/settings/ai', element: <SettingsAi /> },
      { path: '/feedback', element: <Feedback /> },
      { path: '/workspace', element: <Workspace /> },
      { path: '/workspace/select', element: <WorkspaceSelect /> },
      { path: '/workspace/:workspaceId', element: <WorkspaceDetail /> },
      {
        path: '/admin',
        element: (
          <ProtectedRoute adminOnly>
            <Admin />
          </ProtectedRoute>
        ),
      },
      { path: '/documents', element: <Documents /> },
      { path: '/documents/upload', element: writersOnly(<DocumentUpload />, '/documents') },
      { path: '/documents/search', element: <DocumentSearch /> },
      { path: '/documents/campaign/:campaignId', element: <CampaignDocuments /> },
      { path: '/documents/client/:clientId', element: <ClientDocuments /> },
      { path: '/documents/:documentId', element: <DocumentDetail /> },
      { path: '/strategy', element: writersOnly(<Strategy />, '/strategy/history') },
      { path: '/strategy/session/:sessionId', element: <StrategySession /> },
      {
        path: '/strategy/campaign/:campaignId',
        element: writersOnly(<Strategy />, '/strategy/history'),
      },
      {
        path: '/strategy/campaign/:campaignId/session/:sessionId',
        element: <StrategySession />,
      },
      { path: '/strategy/history', element: <StrategyHistory /> },
      { path: '/marketing-strategy', element: <MarketingStrategy /> },
      { path: '/marketing-strategy/outputs', element: <MarketingOutputs /> },
      { path: '/marketing-strategy/campaign/:campaignId', element: <MarketingStrategy /> },
      { path: '/marketing-strategy/session/:sessionId', element: <MarketingSession /> },
      {
        path: '/marketing-strategy/:mode',
        element: writersOnly(<MarketingMode />, '/marketing-strategy'),
      },
      { path: '/marketing-strategy/:mode/session/:sessionId', element: <MarketingSession /> },
      { path: '/quick-start', element: writersOnly(<QuickStart />, '/dashboard') },
      { path: '/quick-start/session/:sessionId', element: <QuickStartSession /> },
      { path: '/persona', element: <PersonaLibrary /> },
      { path: '/persona/new', element: writersOnly(<PersonaNew />, '/persona') },
      { path: '/persona/:personaId', element: <PersonaDetail /> },
      { path: '/persona/:personaId/edit', element: writersOnly(<PersonaEdit />, toPersona) },
      { path: '/persona/interview/:personaId', element: <PersonaInterview /> },
      {
        path: '/persona/interview/:personaId/session/:sessionId',
        element: <PersonaInterviewSession />,
      },
      { path: '/persona/session/:sessionId', element: <PersonaSession /> },
      { path: '/persona/campaign/:campaignId', element: <PersonaLibrary /> },
      { path: '/outputs', element: <Outputs /> },
      { path: '/outputs/saved', element: <OutputsSaved /> },
      { path: '/outputs/campaign/:campaignId', element: <OutputsByCampaign /> },
      { path: '/outputs/agent/:agentType', element: <OutputsByAgent /> },
      { path: '/outputs/:outputId', element: <OutputDetail /> },
      { path: paths.brandComparison, element: <BrandComparison /> },
      ...contentRoutes,
      ...campaignPlanningRoutes,
      ...competitiveRoutes,
      ...performanceRoutes,
      ...analyticsRoutes,
      ...metricsRoutes,
      ...roiBudgetRoutes,
      ...quickWinsRoutes,
      ...clientRoutes,
      ...clientSuccessRoutes,
      ...whiteLabelRoutes,
      ...portalRoutes,
      ...agencyRoutes,
      ...workflowRoutes,
    ],
  },
  {
    // An unknown path: the 404 inside the shell for a signed-in user, the public one otherwise.
    path: '*',
    element: <BySession signedIn={inShell(<AppNotFound />)} signedOut={<NotFound />} />,
  },
];

export default function SignedInRoutes() {
  // The answers a page rendered on the server shows (entry-server.tsx): hydrated into the
  // query cache as the page first renders here, so it shows the same. Here rather than in
  // boot.tsx, so that public pages do not carry the code.
  const [queries] = useState(
    () => takeEmbeddedJson(EMBEDDED_QUERIES_ID) as DehydratedState | undefined,
  );
  const element = useRoutes(signedInRoutes);
  return <HydrationBoundary state={queries}>{element}</HydrationBoundary>;
}
