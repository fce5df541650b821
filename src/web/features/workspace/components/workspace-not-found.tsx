import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { SETTINGS_MESSAGES } from '@/shared/settings';
import { Button } from '@/web/components/ui/button';

/** Any workspace id that is not one of the user's. */
export function WorkspaceNotFound() {
  return (
    <div className="mx-auto flex min-h-[40vh] max-w-md flex-col items-center justify-center gap-3 text-center">
      <title>{`${SETTINGS_MESSAGES.workspaceNotFound} — Stratagent`}</title>
      <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-xl font-semibold">{SETTINGS_MESSAGES.workspaceNotFound}</h1>
      <p className="text-sm text-muted-foreground">
        This workspace does not exist or you are not a member of it.
      </p>
      <Button asChild variant="outline">
        <Link to="/workspace/select">Your workspaces</Link>
      </Button>
    </div>
  );
}
