import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/web/components/ui/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { cn } from '@/web/lib/utils';

/** A titled card for one group of campaign facts. */
export function FactCard({
  title,
  description,
  action,
  className,
  children,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <CardHeader className="flex-row items-start justify-between gap-3 space-y-0 pb-4">
        <div className="space-y-1">
          <CardTitle className="text-base">{title}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

const NotSet = () => <span className="text-muted-foreground italic">Not set yet</span>;

/** Labelled facts; empty ones say so instead of disappearing, so gaps in the plan are visible. */
export function FactList({
  items,
  className,
}: {
  items: { label: string; value: ReactNode | string | string[] | null | undefined }[];
  className?: string;
}) {
  return (
    <dl className={cn('grid gap-4 text-sm', className)}>
      {items.map(({ label, value }) => (
        <div key={label} className="space-y-1">
          <dt className="font-medium text-muted-foreground">{label}</dt>
          <dd className="whitespace-pre-line break-words">
            {Array.isArray(value) ? (
              value.length > 0 ? (
                <ChipList items={value} />
              ) : (
                <NotSet />
              )
            ) : value === null || value === undefined || value === '' ? (
              <NotSet />
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function ChipList({ items }: { items: string[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item}>
          <Badge variant="secondary" className="whitespace-normal break-words">
            {item}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** A link to run an agent on this campaign (the agent pages read the campaign from the address). */
export function AgentLink({
  to,
  title,
  description,
}: {
  to: string;
  title: string;
  description: string;
}) {
  return (
    <Link
      to={to}
      className="group flex items-center justify-between gap-3 rounded-lg border bg-card p-3 transition-colors hover:border-primary/50 hover:bg-accent"
    >
      <span className="min-w-0">
        <span className="block text-sm font-medium">{title}</span>
        <span className="block text-xs text-muted-foreground">{description}</span>
      </span>
      <ArrowRight
        className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
        aria-hidden="true"
      />
    </Link>
  );
}

/** "Edit" on a card; its accessible name says what it edits, as several share a page. */
export function EditLink({ campaignId, what }: { campaignId: string; what: string }) {
  return (
    <Link
      to={`/campaigns/${campaignId}/edit`}
      aria-label={`Edit ${what}`}
      className="shrink-0 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      Edit
    </Link>
  );
}
