import { Bell, FileText, PencilLine } from 'lucide-react';
import { toast } from 'sonner';
import { formatRelativeTime } from '@/shared/format';
import type { CompetitorAlert } from '@/shared/competitive-intelligence';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';
import { useMarkAlertRead } from '../api/get-alerts';

/** Alerts about competitors, unread ones marked; writers can mark each one read. */
export function AlertList({ alerts, canWrite }: { alerts: CompetitorAlert[]; canWrite: boolean }) {
  const markRead = useMarkAlertRead();
  return (
    <ul className="divide-y rounded-xl border bg-card">
      {alerts.map((alert) => {
        const Icon = alert.kind === 'document_mention' ? FileText : PencilLine;
        const unread = alert.read_at === null;
        return (
          <li
            key={alert.id}
            className={cn(
              'flex flex-col gap-3 p-4 sm:flex-row sm:items-start',
              unread && 'bg-primary/5',
            )}
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent">
              <Icon className="size-4 text-primary" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1 space-y-1">
              <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                {alert.competitor_name}
                <Badge variant={alert.kind === 'document_mention' ? 'default' : 'secondary'}>
                  {alert.kind === 'document_mention' ? 'Mentioned in a document' : 'Record changed'}
                </Badge>
                {unread && <Badge variant="warning">Unread</Badge>}
              </p>
              <p className="text-sm break-words text-muted-foreground">{alert.summary}</p>
              <p className="text-xs text-muted-foreground">
                {formatRelativeTime(alert.created_at)}
                {alert.document_title && ` · ${alert.document_title}`}
              </p>
            </div>
            {canWrite && unread && (
              <Button
                variant="outline"
                size="sm"
                disabled={markRead.isPending && markRead.variables === alert.id}
                onClick={() =>
                  markRead.mutate(alert.id, {
                    onError: (e) => toast.error(e.message),
                  })
                }
                aria-label={`Mark the alert about ${alert.competitor_name} read`}
              >
                <Bell aria-hidden="true" /> Mark read
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
