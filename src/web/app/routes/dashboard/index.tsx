import { ArrowRight, Building2, ShieldCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorState } from '@/web/components/error-state';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { LoadingState } from '@/web/components/ui/spinner';
import { paths } from '@/web/config/paths';
import { useMe } from '@/web/features/auth/api/get-me';
import { useBusinessContext } from '@/web/features/business-context/api/business-context';

export default function DashboardPage() {
  const me = useMe();
  const organization = me.data?.organization;
  const context = useBusinessContext(organization?.id);

  if (me.isPending) return <LoadingState label="Loading your dashboard..." />;
  if (!organization) {
    return (
      <>
        <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
          <Building2 className="size-10 text-muted-foreground" aria-hidden="true" />
          <h1 className="text-xl font-semibold">No Organization Found</h1>
          <p className="text-sm text-muted-foreground">Your account is not linked to an organization yet.</p>
          <Button asChild>
            <Link to={paths.profile}>View Profile</Link>
          </Button>
        </div>
      </>
    );
  }

  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm text-muted-foreground">Welcome back, {me.data?.user.name}</p>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{organization.name}</h1>
        </div>
        <Badge variant="secondary" className="self-start sm:self-auto">
          {organization.type === 'AGENCY' ? 'Agency' : 'SME'} workspace · {organization.slug}
        </Badge>
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Business context</CardTitle>
            <CardDescription>What your agents know about you. Every output is grounded in it.</CardDescription>
          </CardHeader>
          <CardContent>
            {context.isPending ? (
              <LoadingState label="Loading your business context..." />
            ) : context.isError ? (
              <ErrorState message={context.error.message} onRetry={() => void context.refetch()} />
            ) : context.data ? (
              <dl className="grid gap-4 sm:grid-cols-3">
                <div>
                  <dt className="text-xs uppercase tracking-wide text-muted-foreground">Company</dt>
                  <dd className="mt-1 font-medium">{context.data.companyName ?? organization.name}</dd>
                </div>
                <div>
                  <dt className="text-xs uppercase tracking-wide text-muted-foreground">Industry</dt>
                  <dd className="mt-1 font-medium">{context.data.industry}</dd>
                </div>
                <div>
                  <dt className="text-xs uppercase tracking-wide text-muted-foreground">Company size</dt>
                  <dd className="mt-1 font-medium">{context.data.companySize}</dd>
                </div>
                {context.data.description && (
                  <div className="sm:col-span-3">
                    <dt className="text-xs uppercase tracking-wide text-muted-foreground">Description</dt>
                    <dd className="mt-1 text-sm leading-relaxed">{context.data.description}</dd>
                  </div>
                )}
              </dl>
            ) : (
              <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-5">
                <p className="text-sm text-muted-foreground">
                  You skipped the business context. Add your industry and size so that your agents' work is specific to you.
                </p>
                <Button asChild variant="outline" size="sm">
                  <Link to={paths.onboarding}>
                    Add business context <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
              </div>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Sparkles className="size-5 text-primary" aria-hidden="true" /> Your workspace
            </CardTitle>
            <CardDescription>Stratagent is free during pre-alpha.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3 text-sm">
            <p className="flex items-center gap-2 text-muted-foreground">
              <ShieldCheck className="size-4 text-success" aria-hidden="true" /> Your data is isolated to {organization.name}.
            </p>
            <Button asChild variant="outline">
              <Link to={paths.profile}>Account and password</Link>
            </Button>
            {me.data?.user.isPlatformAdmin && (
              <Button asChild variant="outline">
                <Link to={paths.admin}>Review invitation requests</Link>
              </Button>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
