import { MailCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { AuthShell } from '@/web/components/layouts/public-layout';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';

export default function EmailConfirmationPage() {
  const [params] = useSearchParams();
  const email = params.get('email');
  return (
    <AuthShell title="Check your email">
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent text-primary">
          <MailCheck className="size-7" aria-hidden="true" />
        </span>
        <p className="text-sm text-muted-foreground">
          We sent a confirmation link to{' '}
          {email ? <strong className="text-foreground">{email}</strong> : 'your e-mail address'}.
          Open it to confirm your address and finish creating your account. The link expires in 24
          hours.
        </p>
        <p className="text-xs text-muted-foreground">
          No e-mail after a few minutes? Check your spam folder.
        </p>
        <div className="grid w-full gap-2 sm:grid-cols-2">
          <Button asChild variant="outline">
            <Link to={paths.signup}>Back to sign up</Link>
          </Button>
          <Button asChild>
            <Link to={paths.login}>Go to sign in</Link>
          </Button>
        </div>
      </div>
    </AuthShell>
  );
}
