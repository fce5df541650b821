import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/config/paths';
import { cn } from '@/web/lib/utils';

/** The three ways in: request an invitation, sign in, or sign up with an invitation. */
export function CtaButtons({
  tone = 'light',
  className,
}: {
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const dark = tone === 'dark';
  return (
    <div className={cn('flex flex-col gap-4', className)}>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg" variant={dark ? 'secondary' : 'default'}>
          <Link to={paths.requestInvitation}>
            Request an invitation
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
        <Button
          asChild
          size="lg"
          variant="outline"
          className={cn(
            dark &&
              'border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground',
          )}
        >
          <Link to={paths.login}>Sign in</Link>
        </Button>
      </div>
      <Link
        to={paths.signup}
        className={cn(
          'w-fit rounded-sm text-sm underline-offset-4 hover:underline',
          dark ? 'text-primary-foreground/90' : 'text-muted-foreground',
        )}
      >
        Already invited?{' '}
        <span className={cn('font-semibold', dark ? 'text-primary-foreground' : 'text-primary')}>
          Sign up
        </span>
      </Link>
    </div>
  );
}
