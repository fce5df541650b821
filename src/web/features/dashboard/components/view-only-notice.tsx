import { Eye } from 'lucide-react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';

/** Client stakeholders, collaborators and viewers get read-only access (seed 001 §2). */
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
      <CardContent className="text-center text-sm text-muted-foreground">
        Need to make changes? Ask your contact at {organizationName} for a different role.
      </CardContent>
    </Card>
  );
}
