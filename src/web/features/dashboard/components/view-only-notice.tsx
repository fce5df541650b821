import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';

const READ_PAGES = [
  { to: '/campaigns', label: 'Campaigns' },
  { to: '/outputs', label: 'Outputs' },
  { to: '/documents', label: 'Documents' },
  { to: '/dashboard/metrics', label: 'Metrics' },
] as const;

/**
 * Client stakeholders, collaborators and viewers get read-only access (seed 001 §2), with
 * the pages they can read one click away.
 */
export function ViewOnlyNotice({ organizationName }: { organizationName: string }) {
  return (
    <Card className="mx-auto max-w-xl">
      <CardHeader className="items-center text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Eye className="size-6" aria-hidden="true" />
        </span>
        <CardTitle>View-Only Access</CardTitle>
        <CardDescription>
          Your account can view what {organizationName} shares with you but cannot change campaigns,
          clients or outputs. Campaign performance, reports and messages shared with you will appear
          here.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-center text-sm text-muted-foreground">
        <nav aria-label="What you can read" className="flex flex-wrap justify-center gap-2">
          {READ_PAGES.map((page) => (
            <Button key={page.to} asChild variant="outline" size="sm">
              <Link to={page.to}>{page.label}</Link>
            </Button>
          ))}
        </nav>
        <p>Need to make changes? Ask your contact at {organizationName} for a different role.</p>
      </CardContent>
    </Card>
  );
}
