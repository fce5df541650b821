import { CheckCircle2, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { INVITATION_REVIEW_TIME } from '@/shared/constants';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';

/** The success screen that replaces the form (seed 001 §4). */
export function RequestReceived({ email, companyName }: { email: string; companyName: string }) {
  return (
    <div className="grid gap-6 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-success/15">
        <CheckCircle2 className="size-8 text-success" aria-hidden="true" />
      </span>
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Request Received!</h1>
        <p className="text-muted-foreground">
          Thanks for your interest in Stratagent{companyName ? `, ${companyName}` : ''}. We&apos;ll
          review your request within {INVITATION_REVIEW_TIME} and reply by e-mail.
        </p>
      </div>
      <p className="flex items-center justify-center gap-2 rounded-lg border bg-muted/50 px-4 py-3 text-sm">
        <Mail className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="min-w-0 break-all">
          We&apos;ll write to <strong className="font-semibold">{email}</strong>
        </span>
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button asChild variant="outline">
          <Link to={paths.home}>Back to home</Link>
        </Button>
        <Button asChild>
          <Link to={paths.login}>Sign in</Link>
        </Button>
      </div>
    </div>
  );
}
