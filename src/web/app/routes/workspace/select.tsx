import { Check, ChevronRight, Users } from 'lucide-react';
import { Link } from 'react-router';
import { roleLabel } from '@/shared/settings';
import { ErrorState } from '@/web/components/error-state';
import { Badge } from '@/web/components/ui/badge';
import { Card } from '@/web/components/ui/card';
import { LoadingState } from '@/web/components/ui/spinner';
import { useWorkspaces } from '@/web/features/workspace/api/get-workspaces';

/** /workspace/select: the workspaces the user belongs to (one organization per account today). */
export default function WorkspaceSelectPage() {
  const workspaces = useWorkspaces();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <title>Choose a workspace — Stratagent</title>
      <header>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Choose a workspace</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          A Stratagent account belongs to one organization, so you have one workspace. To work in
          another organization, sign up there with a different e-mail address when you are invited.
        </p>
      </header>
      {workspaces.isPending ? (
        <LoadingState label="Loading your workspaces..." />
      ) : workspaces.isError ? (
        <ErrorState
          title="Could not load your workspaces"
          message={workspaces.error.message}
          onRetry={() => void workspaces.refetch()}
        />
      ) : workspaces.data.length === 0 ? (
        <ErrorState
          title="No Organization Found"
          message="Your account is not part of an organization."
        />
      ) : (
        <ul className="grid gap-3" aria-label="Your workspaces">
          {workspaces.data.map((workspace) => (
            <li key={workspace.id}>
              <Card className="transition-colors hover:border-primary/50 focus-within:ring-2 focus-within:ring-ring">
                <Link
                  to={`/workspace/${workspace.id}`}
                  className="flex items-center gap-4 p-5 outline-none"
                  aria-label={`Open ${workspace.name}`}
                >
                  <span
                    aria-hidden="true"
                    className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-lg font-semibold text-primary-foreground"
                  >
                    {workspace.name.slice(0, 1).toUpperCase()}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="truncate font-semibold">{workspace.name}</span>
                      <Badge variant="secondary">{workspace.type}</Badge>
                      {workspace.is_current && (
                        <Badge variant="success">
                          <Check className="size-3" aria-hidden="true" /> Current
                        </Badge>
                      )}
                    </span>
                    <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                      <span>stratagent.app/{workspace.slug}</span>
                      <span className="inline-flex items-center gap-1">
                        <Users className="size-3.5" aria-hidden="true" /> {workspace.member_count}{' '}
                        {workspace.member_count === 1 ? 'member' : 'members'}
                      </span>
                      <span>{workspace.role_names.map(roleLabel).join(', ')}</span>
                    </span>
                  </span>
                  <ChevronRight
                    className="size-5 shrink-0 text-muted-foreground"
                    aria-hidden="true"
                  />
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
