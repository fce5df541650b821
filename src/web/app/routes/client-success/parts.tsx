/**
 * What the Client Success pages share: the frame (header, tabs, locked state), the health
 * query's loading, locked, error and empty states, and the buttons that start a session.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { Play, Users } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  CLIENT_SUCCESS_AGENT,
  CLIENT_SUCCESS_TOOL_INFO,
  type ClientSuccessToolId,
} from '@/shared/client-success';
import { CLIENT_MESSAGES } from '@/shared/clients';
import { lockedFeatureMessage } from '@/shared/feature-unlocks';
import { GatedPage, LockedState } from '@/web/app/feature-gate';
import { ErrorState } from '@/web/components/error-state';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadingState } from '@/web/components/ui/spinner';
import { useCreateSession } from '@/web/features/agents/api/create-session';
import { usePermission } from '@/web/lib/use-permission';
import { isForbidden } from '@/web/features/client-success/api/client-success';
import { CLIENT_SUCCESS_NAV, clientSuccessPaths } from '@/web/features/client-success/lib/paths';
import type { PendingRun } from '@/web/features/strategy/lib/paths';
import { useScopedNavigate } from '@/web/lib/active-client';

/** Header, tabs, and the unlock requirement instead of the page while the feature is locked. */
export function ClientSuccessFrame(
  props: Omit<ComponentProps<typeof GatedPage>, 'feature' | 'featureTitle' | 'nav'>,
) {
  return (
    <GatedPage
      feature="client_success"
      featureTitle="Client Success"
      nav={{ label: 'Client Success Agent', items: CLIENT_SUCCESS_NAV }}
      {...props}
    />
  );
}

/** A Client Success query once loaded; its loading, locked and error states otherwise. */
export function QueryGate<T>({
  query,
  label,
  children,
}: {
  query: UseQueryResult<T>;
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={label} />;
  if (query.isError) {
    if (isForbidden(query.error) && query.error.message === lockedFeatureMessage('client_success'))
      return <LockedState feature="client_success" title="Client Success" />;
    return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}

/** No client to score yet: the way to add one. */
export function NoClients() {
  const canManage = usePermission('clients:manage');
  return (
    <EmptyState
      icon={Users}
      title={CLIENT_MESSAGES.noClients}
      action={
        canManage ? (
          <Button asChild>
            <Link to="/clients/new">Add a client</Link>
          </Button>
        ) : undefined
      }
    >
      Each client&apos;s health is computed from the campaigns filed under it, their daily results,
      the work recorded for it and its approvals.
    </EmptyState>
  );
}

/**
 * Starts a Client Success session running one tool (for one client, or every client in the
 * caller's scope) and opens it with the run handed over. Writers only.
 */
export function RunToolButton({
  tool,
  client,
  variant = 'default',
  label,
}: {
  tool: ClientSuccessToolId;
  client?: { id: string; name?: string } | undefined;
  variant?: 'default' | 'outline';
  label?: string;
}) {
  const canWrite = usePermission('content:write');
  const createSession = useCreateSession();
  const navigate = useScopedNavigate();
  if (!canWrite) return null;
  const info = CLIENT_SUCCESS_TOOL_INFO[tool];
  const start = async () => {
    try {
      const session = await createSession.mutateAsync({
        agent_type: CLIENT_SUCCESS_AGENT,
        ...(client ? { client_id: client.id } : {}),
        title: client?.name ? `${info.label} · ${client.name}` : info.label,
      });
      const pendingRun: PendingRun = { tool };
      void navigate(clientSuccessPaths.session(session.id), { state: { pendingRun } });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : `${info.label} could not be started`);
    }
  };
  return (
    <Button variant={variant} onClick={() => void start()} loading={createSession.isPending}>
      <Play aria-hidden="true" /> {label ?? `Run the ${info.label.toLowerCase()}`}
    </Button>
  );
}

/** Section with a heading (labelled for screen readers) and an optional action. */
export function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
