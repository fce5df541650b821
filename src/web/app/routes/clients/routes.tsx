import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { gateRoutes } from '@/web/app/feature-gate';
import { RequireAccess } from '@/web/app/shell/role-guard';
import { CLIENT_SUCCESS_NAV } from '@/web/features/client-success/lib/paths';
import { CONTENT_NAV } from '@/web/features/content/lib/paths';
import { PERFORMANCE_NAV } from '@/web/features/performance-intelligence/lib/paths';
import { writersOnly } from '@/web/app/route-access';
import { lazyPage } from '@/web/lib/lazy-page';

const List = lazyPage(() => import('./list'));
const New = lazyPage(() => import('./new'));
const Workspace = lazyPage(() => import('./workspace'));
const Dashboard = lazyPage(() => import('./dashboard'));
const Edit = lazyPage(() => import('./edit'));
const Analytics = lazyPage(() => import('./analytics'));
const Health = lazyPage(() => import('./health'));
const Agents = lazyPage(() => import('./agents'));

// The app's own pages, rendered inside the workspace for its client (see lib/active-client).
const Campaigns = lazyPage(() => import('../campaigns/list'));
const CampaignNew = lazyPage(() => import('../campaigns/new'));
const CampaignDetail = lazyPage(() => import('../campaigns/detail'));
const Strategy = lazyPage(() => import('../strategy/index'));
const StrategySession = lazyPage(() => import('../strategy/session'));
const Persona = lazyPage(() => import('../persona/index'));
const PersonaNew = lazyPage(() => import('../persona/new'));
const PersonaSession = lazyPage(() => import('../persona/session'));
const PersonaInterview = lazyPage(() => import('../persona/interview'));
const PersonaInterviewSession = lazyPage(() => import('../persona/interview-session'));
const Marketing = lazyPage(() => import('../marketing-strategy/index'));
const MarketingMode = lazyPage(() => import('../marketing-strategy/mode'));
const MarketingSession = lazyPage(() => import('../marketing-strategy/session'));
const Content = lazyPage(() => import('../content/index'));
const ContentTool = lazyPage(() => import('../content/tool'));
const ContentSession = lazyPage(() => import('../content/session'));
const Planning = lazyPage(() => import('../campaign-planning/index'));
const PlanningSession = lazyPage(() => import('../campaign-planning/session'));
const Competitive = lazyPage(() => import('../competitive-intelligence/index'));
const CompetitiveSession = lazyPage(() => import('../competitive-intelligence/session'));
const ClientSuccess = lazyPage(() => import('../client-success/index'));
const ClientSuccessSession = lazyPage(() => import('../client-success/session'));
const Messages = lazyPage(() => import('../portal/client-messages'));
const Reports = lazyPage(() => import('../portal/client-reports'));
const Performance = lazyPage(() => import('../performance-intelligence/index'));
const PerformanceSession = lazyPage(() => import('../performance-intelligence/session'));
const PerformanceDashboard = lazyPage(() => import('../performance-intelligence/dashboard'));
const PerformanceReports = lazyPage(() => import('../performance-intelligence/reports'));
const PerformanceTool = lazyPage(() => import('../performance-intelligence/tool'));
const PerformanceCampaign = lazyPage(() => import('../performance-intelligence/campaign'));

/** Clients are an agency's: any other organization gets the app's refusal (to /dashboard). */
const agencyOnly = (element: ReactElement) => (
  <RequireAccess orgTypes={['AGENCY']}>{element}</RequireAccess>
);
/** Adding and changing clients: agency owners and admins without a client scope. */
const managersOnly = (
  element: ReactElement,
  redirectTo: string | ((p: { clientId?: string }) => string),
) => (
  <RequireAccess orgTypes={['AGENCY']} permission="clients:manage" redirectTo={redirectTo}>
    {element}
  </RequireAccess>
);
const toWorkspace = (params: { clientId?: string }) => `/clients/${params.clientId ?? ''}`;

/** The clients pages and the client workspace, inside the application shell (see ../../router.tsx). */
export const clientRoutes: RouteObject[] = [
  { path: '/clients', element: agencyOnly(<List />) },
  { path: '/clients/new', element: managersOnly(<New />, '/clients') },
  {
    path: '/clients/:clientId',
    element: agencyOnly(<Workspace />),
    children: [
      { index: true, element: <Dashboard /> },
      { path: 'dashboard', element: <Dashboard /> },
      { path: 'edit', element: managersOnly(<Edit />, toWorkspace) },
      { path: 'analytics', element: <Analytics /> },
      { path: 'health', element: <Health /> },
      { path: 'messages', element: <Messages /> },
      { path: 'reports', element: <Reports /> },
      { path: 'campaigns', element: <Campaigns /> },
      { path: 'campaigns/new', element: writersOnly(<CampaignNew />, toWorkspace) },
      { path: 'campaigns/:campaignId', element: <CampaignDetail /> },
      { path: 'agents', element: <Agents /> },
      { path: 'agents/strategy', element: writersOnly(<Strategy />, toWorkspace) },
      { path: 'agents/strategy/session/:sessionId', element: <StrategySession /> },
      { path: 'agents/persona', element: <Persona /> },
      { path: 'agents/persona/new', element: writersOnly(<PersonaNew />, toWorkspace) },
      { path: 'agents/persona/session/:sessionId', element: <PersonaSession /> },
      { path: 'agents/persona/interview/:personaId', element: <PersonaInterview /> },
      {
        path: 'agents/persona/interview/:personaId/session/:sessionId',
        element: <PersonaInterviewSession />,
      },
      { path: 'agents/marketing-strategy', element: <Marketing /> },
      { path: 'agents/marketing-strategy/session/:sessionId', element: <MarketingSession /> },
      {
        path: 'agents/marketing-strategy/:mode',
        element: writersOnly(<MarketingMode />, toWorkspace),
      },
      { path: 'agents/marketing-strategy/:mode/session/:sessionId', element: <MarketingSession /> },
      // The unlockable agents mount behind their unlock, as on their own pages (decision 077).
      ...gateRoutes(
        {
          feature: 'content',
          title: 'Content Agent',
          nav: { label: 'Content Agent', items: CONTENT_NAV },
        },
        [
          { path: 'agents/content', element: <Content /> },
          { path: 'agents/content/session/:sessionId', element: <ContentSession /> },
          { path: 'agents/content/tool/:tool', element: writersOnly(<ContentTool />, toWorkspace) },
          { path: 'agents/content/tool/:tool/session/:sessionId', element: <ContentSession /> },
        ],
      ),
      { path: 'agents/campaign-planning', element: <Planning /> },
      { path: 'agents/campaign-planning/session/:sessionId', element: <PlanningSession /> },
      { path: 'agents/competitive-intelligence', element: <Competitive /> },
      {
        path: 'agents/competitive-intelligence/session/:sessionId',
        element: <CompetitiveSession />,
      },
      ...gateRoutes(
        {
          feature: 'client_success',
          title: 'Client Success',
          nav: { label: 'Client Success Agent', items: CLIENT_SUCCESS_NAV },
        },
        [{ path: 'agents/client-success', element: <ClientSuccess /> }],
      ),
      { path: 'agents/client-success/session/:sessionId', element: <ClientSuccessSession /> },
      {
        path: 'agents/performance-intelligence/session/:sessionId',
        element: <PerformanceSession />,
      },
      ...gateRoutes(
        {
          feature: 'analytics',
          title: 'Performance Intelligence',
          nav: { label: 'Performance Intelligence', items: PERFORMANCE_NAV },
        },
        [
          { path: 'agents/performance-intelligence', element: <Performance /> },
          { path: 'agents/performance-intelligence/dashboard', element: <PerformanceDashboard /> },
          { path: 'agents/performance-intelligence/reports', element: <PerformanceReports /> },
          { path: 'agents/performance-intelligence/tool/:toolId', element: <PerformanceTool /> },
          {
            path: 'agents/performance-intelligence/campaign/:campaignId',
            element: <PerformanceCampaign />,
          },
        ],
      ),
    ],
  },
];
