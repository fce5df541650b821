import { Bell, Building2, CreditCard, KeyRound, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { roleLabel } from '@/shared/settings';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';
import type { Workspace } from '../api/get-workspace';
import { formatDay } from '@/shared/format';

const TYPE_LABELS = { SME: 'Small or mid-size business', AGENCY: 'Marketing agency' } as const;

const SHORTCUTS: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/settings/workspace', label: 'Workspace settings', icon: Building2 },
  { to: '/settings/team', label: 'Team', icon: Users },
  { to: '/settings/notifications', label: 'Notifications', icon: Bell },
  { to: '/settings/integrations', label: 'Integrations', icon: KeyRound },
  { to: '/settings/billing', label: 'Billing', icon: CreditCard },
];

/** A workspace at a glance: who it is, who is in it, what the agents know about it. */
export function WorkspaceOverview({ workspace }: { workspace: Workspace }) {
  const context = workspace.business_context;
  const facts = [
    { label: 'Type', value: TYPE_LABELS[workspace.type] },
    { label: 'Address', value: `stratagent.app/${workspace.slug}` },
    {
      label: 'Members',
      value: `${workspace.member_count} ${workspace.member_count === 1 ? 'member' : 'members'}`,
    },
    { label: 'Your role', value: workspace.role_names.map(roleLabel).join(', ') || 'No role' },
    {
      label: 'Created',
      value: formatDay(workspace.created_at),
    },
  ];
  return (
    <div className="space-y-6">
      <title>{`${workspace.name} — Workspace — Stratagent`}</title>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          <span
            aria-hidden="true"
            className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-primary text-xl font-semibold text-primary-foreground"
          >
            {workspace.name.slice(0, 1).toUpperCase()}
          </span>
          <div className="min-w-0">
            <p className="text-sm font-medium text-primary">Workspace</p>
            <h1 className="truncate text-2xl font-semibold tracking-tight sm:text-3xl">
              {workspace.name}
            </h1>
          </div>
        </div>
        <Button asChild variant="outline">
          <Link to="/workspace/select">Switch workspace</Link>
        </Button>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-6">
          <Card>
            <CardHeader>
              <h2 className="font-semibold leading-tight">Organization</h2>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-4 sm:grid-cols-2">
                {facts.map((fact) => (
                  <div key={fact.label} className="min-w-0">
                    <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
                      {fact.label}
                    </dt>
                    <dd className="mt-1 break-words text-sm font-medium">{fact.value}</dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>

          <Card>
            <CardHeader className="flex-row items-start justify-between gap-4 space-y-0">
              <div className="space-y-1.5">
                <h2 className="font-semibold leading-tight">Business context</h2>
                <CardDescription>What every agent knows about your business.</CardDescription>
              </div>
              <Button asChild variant="ghost" size="sm">
                <Link to="/settings/workspace">
                  {context ? 'Edit' : 'Add'}
                  <span className="sr-only"> business context</span>
                </Link>
              </Button>
            </CardHeader>
            <CardContent>
              {context ? (
                <div className="space-y-3">
                  <div className="flex flex-wrap gap-2">
                    {context.companyName && (
                      <Badge variant="secondary">{context.companyName}</Badge>
                    )}
                    {context.industry && <Badge variant="outline">{context.industry}</Badge>}
                    {context.companySize && <Badge variant="outline">{context.companySize}</Badge>}
                  </div>
                  <p className="whitespace-pre-line text-sm text-muted-foreground">
                    {context.description ||
                      'No description yet. A sentence about what you sell and to whom makes every output sharper.'}
                  </p>
                </div>
              ) : (
                <p className="text-sm text-muted-foreground">
                  No business context yet. Add your industry and company size so the agents'
                  strategies, personas and plans fit your business.
                </p>
              )}
            </CardContent>
          </Card>
        </div>

        <Card className="self-start">
          <CardHeader>
            <h2 className="font-semibold leading-tight">Manage</h2>
          </CardHeader>
          <nav aria-label="Workspace settings" className="px-3 pb-4">
            <ul className="grid gap-1">
              {SHORTCUTS.map(({ to, label, icon: Icon }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium hover:bg-accent"
                  >
                    <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Card>
      </div>
    </div>
  );
}
