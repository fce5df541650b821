import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { MESSAGES } from '@/shared/messages';
import { AuthShell } from '@/web/components/layouts/public-layout';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { paths } from '@/web/config/paths';
import { lazyPage } from '@/web/lib/lazy-page';
import { lazyResolver } from '@/web/lib/lazy-resolver';
import { queryKeys } from '@/web/lib/query-keys';

type Values = { email: string; password: string };

// What the page does not need to paint loads when it is used: the form's schema (and zod) on
// the first validation, the Forgot? dialog when opened, better-auth's client on submit, and
// the seeds' messages and the alert that shows them (for a failed sign-in) right after the
// page paints.
const resolver = lazyResolver(() =>
  import('@/web/features/auth/lib/signin-resolver').then((module) => module.signinResolver),
);
const ForgotPasswordDialog = lazyPage(() =>
  import('@/web/features/auth/components/forgot-password-dialog').then((module) => ({
    default: module.ForgotPasswordDialog,
  })),
);

const loadAlert = () => import('@/web/components/ui/alert');
const Alert = lazyPage(() => loadAlert().then((module) => ({ default: module.Alert })));
let messages: Promise<{ MESSAGES: typeof MESSAGES }> | undefined;
/** The messages module, requested once; a failed request is retried on the next call. */
function loadMessages() {
  messages ??= import('@/shared/messages').catch((error: unknown) => {
    messages = undefined;
    throw error;
  });
  return messages;
}

export default function LoginPage({ forgotOpen = false }: { forgotOpen?: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [forgot, setForgot] = useState(forgotOpen);
  // Mounted from its first opening on, so that it closes as before.
  const [forgotMounted, setForgotMounted] = useState(forgotOpen);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    // Already here when a sign-in fails, even if the network has gone by then.
    loadMessages().catch(() => undefined);
    loadAlert().catch(() => undefined);
  }, []);
  const form = useForm<Values>({
    resolver,
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const [{ authClient }, { MESSAGES }] = await Promise.all([
        import('@/web/lib/auth-client'),
        loadMessages(),
      ]);
      const result = await authClient.signIn.email({
        email: values.email,
        password: values.password,
      });
      if (result.error) {
        setError(result.error.message ?? MESSAGES.signin.unexpected);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
      navigate(paths.dashboard, { replace: true });
    } catch {
      const { MESSAGES } = await loadMessages();
      setError(MESSAGES.signin.unexpected);
    }
  });

  return (
    <AuthShell
      title="Welcome back"
      description="Sign in to your Stratagent workspace."
      footer={
        <>
          New here?{' '}
          <Link className="font-medium text-primary hover:underline" to={paths.requestInvitation}>
            Request an invitation
          </Link>{' '}
          ·{' '}
          <Link className="font-medium text-primary hover:underline" to={paths.signup}>
            Sign up with an invite
          </Link>
        </>
      }
    >
      {/* POST, should it be sent before the app has taken the page over (it arrives rendered):
          never the password in a URL. */}
      <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
        {error && (
          <Suspense fallback={null}>
            <Alert variant="destructive">{error}</Alert>
          </Suspense>
        )}
        <FormField label="Email" error={form.formState.errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            {...form.register('email')}
          />
        </FormField>
        <FormField
          label="Password"
          error={form.formState.errors.password?.message}
          aside={
            <button
              type="button"
              className="rounded text-sm font-medium text-primary hover:underline"
              onClick={() => {
                setForgotMounted(true);
                setForgot(true);
              }}
            >
              Forgot?
            </button>
          }
        >
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <Button type="submit" className="mt-2 w-full" loading={form.formState.isSubmitting}>
          Sign in
        </Button>
      </form>
      {forgotMounted && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog
            open={forgot}
            onOpenChange={setForgot}
            defaultEmail={form.watch('email')}
          />
        </Suspense>
      )}
    </AuthShell>
  );
}
