import { Palette } from 'lucide-react';
import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { Navigate, NavLink, useLocation } from 'react-router';
import { isPortalUser } from '@/shared/permissions';
import { Logo } from '@/web/components/ui/logo';
import { paths } from '@/web/config/paths';
import { useMe } from '@/web/lib/me';
import { useSignOutAction } from '@/web/features/auth/api/sign-out';
import { usePermission } from '@/web/lib/use-permission';
import { AgentsMenu, preloadAgentsMenu } from './agents-menu';
import { BreadcrumbBar } from './breadcrumb-bar';
import { ClientSelector, withActiveClient } from './client-selector';
import { buildBreadcrumbs } from './breadcrumbs';
import { CommandPalette, preloadCommandPalette } from './command-palette';
import { DataProtectedBadge } from './data-protected-badge';
import { MobileMenu, preloadMobileMenu } from './mobile-menu';
import { navLinkClass } from './nav-link-class';
import { OUTPUTS_NAV, PRIMARY_NAV, WHITE_LABEL_PATH } from './nav-items';
import { preloadQuickStart, QuickStartModalHost } from './quick-start-modal';
import { usePendingApprovals } from '@/web/features/context-approval/api/get-pending-approvals';
import { ProgressLayer } from '@/web/features/progress/components/progress-layer';
import {
  WhiteLabelBrand,
  WhiteLabelTheme,
} from '@/web/features/white-label/components/white-label-theme';
import { SearchButton } from './search-button';
import { preloadUserMenu, UserMenu } from './user-menu';
import { usePreloadWhenIdle } from './deferred';
import { useAgentAccess } from './use-agent-access';
import { useGlobalShortcuts } from './use-global-shortcuts';
import { useHeaderHeight } from './use-header-height';
import { useRouteCampaign } from './use-route-campaign';
import { useRouteClient } from './use-route-client';
import { useRouteWorkflowName } from './use-route-workflow';
import { useActiveClient } from '@/web/lib/active-client';

// Shown only while extracted business context waits for approval, a rare moment: its dialog
// loads then (the pending list is polled here, cheaply, and read again by the panel).
const ContextApprovalPanel = lazy(() =>
  import('@/web/features/context-approval/components/context-approval-panel').then((module) => ({
    default: module.ContextApprovalPanel,
  })),
);

/** Where a client's portal user may go; anything else leads back to their portal. */
const PORTAL_USER_PATHS = [paths.dashboard, '/portal', paths.profile, '/feedback'];

/**
 * The signed-in frame (seed 000 §2.3): a sticky header with the navigation, the Agents menu,
 * search, the agency-only items and the user menu; breadcrumbs and the campaign badge under
 * it; the page in <main>; the command palette, the Quick Start modal and the shortcuts.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const me = useMe();
  const signOut = useSignOutAction();
  const shell = useAgentAccess();
  const { pathname } = useLocation();
  const campaign = useRouteCampaign();
  const canWrite = usePermission('content:write');
  const header = useRef<HTMLElement>(null);
  useHeaderHeight(header);
  useGlobalShortcuts();
  // The dialogs' and menus' content loads after the first paint, before anyone reaches for it.
  usePreloadWhenIdle(
    preloadCommandPalette,
    preloadUserMenu,
    preloadAgentsMenu,
    preloadMobileMenu,
    preloadQuickStart,
  );

  const client = useRouteClient();
  const workflowName = useRouteWorkflowName();
  // An agency's selected client (?client_id=) follows the header's links to the lists.
  const activeClient = useActiveClient().clientId;
  const crumbs = buildBreadcrumbs(pathname, {
    campaign: campaign.name,
    client: client.name,
    workflow: workflowName,
  });
  const onSignOut = () => signOut();
  // A client's own people see their portal (on the dashboard), their profile and feedback;
  // the agency's workspace is not theirs to browse (seed 001 §2, §6).
  const portalUser = isPortalUser(me.data?.roles ?? []);
  if (portalUser && !PORTAL_USER_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`)))
    return <Navigate to={paths.dashboard} replace />;

  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        Skip to content
      </a>
      <header ref={header} className="sticky top-0 z-40 border-b bg-card">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6 md:gap-4">
          {!portalUser && <MobileMenu me={me.data} shell={shell} onSignOut={onSignOut} />}
          <WhiteLabelBrand
            to={paths.dashboard}
            className="shrink-0"
            fallback={<Logo to={paths.dashboard} className="shrink-0" />}
          />
          {!portalUser && (
            <nav aria-label="Main" className="hidden items-center gap-0.5 md:flex">
              {PRIMARY_NAV.map((item) => (
                <NavLink
                  key={item.to}
                  to={withActiveClient(item.to, activeClient)}
                  end={item.to === paths.dashboard}
                  className={({ isActive }) => navLinkClass(isActive)}
                >
                  {item.label}
                </NavLink>
              ))}
              <AgentsMenu agents={shell.agents} />
              <NavLink
                to={withActiveClient(OUTPUTS_NAV.to, activeClient)}
                className={({ isActive }) => navLinkClass(isActive)}
              >
                {OUTPUTS_NAV.label}
              </NavLink>
            </nav>
          )}
          <div className="ml-auto flex items-center gap-2">
            {shell.isAgency && !portalUser && (
              <ClientSelector className="hidden w-32 xl:block 2xl:w-44" />
            )}
            {shell.isAgency && (
              <DataProtectedBadge className="hidden md:inline-flex" iconOnlyBelowXl />
            )}
            {shell.whiteLabelUnlocked && (
              <NavLink
                to={WHITE_LABEL_PATH}
                title="White Label"
                className={({ isActive }) =>
                  `hidden gap-1.5 md:inline-flex ${navLinkClass(isActive)}`
                }
              >
                <Palette className="size-4" aria-hidden="true" />
                <span className="sr-only 2xl:not-sr-only 2xl:whitespace-nowrap">White Label</span>
              </NavLink>
            )}
            {!portalUser && <SearchButton />}
            <UserMenu me={me.data} onSignOut={onSignOut} />
          </div>
        </div>
        {shell.isAgency && !portalUser && (
          // Between the phone menu and a wide header, the client selector has its own row.
          <div className="hidden border-t md:block xl:hidden">
            <div className="mx-auto flex max-w-6xl items-center justify-end gap-2 px-4 py-1.5 sm:px-6">
              <span aria-hidden="true" className="text-xs font-medium text-muted-foreground">
                Client
              </span>
              <ClientSelector id="header-client-selector-row" className="w-56" />
            </div>
          </div>
        )}
        <BreadcrumbBar crumbs={crumbs} campaignName={campaign.name} />
      </header>
      <main
        id="main"
        tabIndex={-1}
        // wl-scope: the only area the agency's custom CSS reaches (docs/decisions/029).
        className="wl-scope mx-auto w-full max-w-6xl flex-1 px-4 py-8 outline-none sm:px-6"
      >
        {children}
      </main>
      <WhiteLabelTheme />
      {!portalUser && <CommandPalette />}
      {/* Both only create or change: a role that reads never meets them (the server refuses). */}
      {canWrite && <QuickStartModalHost />}
      <ProgressLayer />
      {canWrite && <PendingApprovals />}
    </div>
  );
}

function PendingApprovals() {
  const pending = usePendingApprovals();
  if (!pending.data?.length) return null;
  return (
    <Suspense fallback={null}>
      <ContextApprovalPanel />
    </Suspense>
  );
}
