import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { resetPasswordSchema } from '@/shared/schemas';
import { AuthShell } from '@/web/components/layouts/public-layout';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { paths } from '@/web/config/paths';
import { authClient } from '@/web/lib/auth-client';

type Values = { password: string; confirmPassword: string };

const INVALID_LINK =
  'This reset link is invalid or has expired. Reset links work once and expire after 24 hours.';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(
    token && !params.get('error') ? null : INVALID_LINK,
  );
  const form = useForm<Values>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (!token) return;
    setError(null);
    try {
      const result = await authClient.resetPassword({ newPassword: password, token });
      if (result.error) {
        setError(
          result.error.code === 'INVALID_TOKEN'
            ? INVALID_LINK
            : (result.error.message ?? INVALID_LINK),
        );
        return;
      }
      setDone(true);
    } catch {
      setError('An unexpected error occurred. Please try again later.');
    }
  });

  if (done) {
    return (
      <AuthShell title="Password updated">
        <div className="flex flex-col items-center gap-4 text-center">
          <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
          <p className="text-sm text-muted-foreground">
            Your password has been changed and your other sessions were signed out. Sign in with
            your new password.
          </p>
          <Button asChild className="w-full">
            <Link to={paths.login}>Sign in</Link>
          </Button>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title="Choose a new password"
      description="Pick a password you have not used here before."
    >
      {error && !token ? (
        <div className="grid gap-4">
          <Alert variant="destructive">{error}</Alert>
          <Button asChild>
            <Link to={paths.forgotPassword}>Request a new link</Link>
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          {error && (
            <Alert variant="destructive">
              {error}{' '}
              <Link className="font-semibold underline" to={paths.forgotPassword}>
                Request a new link
              </Link>
            </Alert>
          )}
          <FormField
            label="New password"
            error={form.formState.errors.password?.message}
            hint="At least 8 characters, with upper case, lower case and a number."
          >
            <Input type="password" autoComplete="new-password" {...form.register('password')} />
          </FormField>
          <FormField
            label="Confirm new password"
            error={form.formState.errors.confirmPassword?.message}
          >
            <Input
              type="password"
              autoComplete="new-password"
              {...form.register('confirmPassword')}
            />
          </FormField>
          <Button type="submit" className="mt-2 w-full" loading={form.formState.isSubmitting}>
            Reset password
          </Button>
        </form>
      )}
    </AuthShell>
  );
}
