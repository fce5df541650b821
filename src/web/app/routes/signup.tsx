import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Check, Link2, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { INVITE_TOKEN_PARAM } from '@/shared/invite-link';
import { MESSAGES } from '@/shared/messages';
import { signupSchema, type SignupInput } from '@/shared/schemas';
import { AuthShell } from '@/web/components/layouts/public-layout';
import { Alert } from '@/web/components/ui/alert';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { RadioCards } from '@/web/components/ui/radio-cards';
import { Spinner } from '@/web/components/ui/spinner';
import { paths } from '@/web/config/paths';
import { useAuthConfig } from '@/web/features/auth/api/auth-config';
import { useSlugPreview } from '@/web/features/auth/api/generate-slug';
import { useInviteStatus } from '@/web/features/auth/api/invite-status';
import { rememberSignup, signUp } from '@/web/features/auth/api/sign-up';
import { ApiError } from '@/web/lib/api-client';
import { cn } from '@/web/lib/utils';
import { queryKeys } from '@/web/lib/query-keys';

type Values = {
  email: string;
  password: string;
  confirmPassword: string;
  organizationName: string;
  organizationType: 'SME' | 'AGENCY';
};

export default function SignupPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  // The invitation link's token: without it the address must be confirmed by e-mail first.
  const inviteToken = params.get(INVITE_TOKEN_PARAM) ?? undefined;
  const [error, setError] = useState<{ message: string; notWhitelisted: boolean } | null>(null);
  const joinedNameRef = useRef<string | undefined>(undefined);
  const form = useForm<Values>({
    resolver: zodResolver(signupSchema) as never,
    defaultValues: {
      email: params.get('email') ?? '',
      password: '',
      confirmPassword: '',
      organizationName: '',
      organizationType: 'SME',
    },
  });
  const [email, password, confirmPassword, organizationName, organizationType] = form.watch([
    'email',
    'password',
    'confirmPassword',
    'organizationName',
    'organizationType',
  ]);
  const slug = useSlugPreview(organizationName);
  const invite = useInviteStatus(email, inviteToken);
  const config = useAuthConfig();
  const agencyAllowed = Boolean(config.data?.allowAgencySignup || invite.data?.agencyAllowed);
  // A teammate invite joins an existing organization: no organization to name or type.
  const joiningName = invite.data?.organizationName;
  // Until the invitation link is checked, the form cannot know whether it asks for an
  // organization: a submission then would fail on a field about to disappear, silently.
  const checkingInvite = Boolean(inviteToken) && invite.isLoading;

  useEffect(() => {
    if (joiningName) {
      form.setValue('organizationName', joiningName);
      form.clearErrors('organizationName');
    } else if (form.getValues('organizationName') === joinedNameRef.current)
      form.setValue('organizationName', '');
    joinedNameRef.current = joiningName;
  }, [joiningName, form]);

  useEffect(() => {
    if (!agencyAllowed && organizationType === 'AGENCY') form.setValue('organizationType', 'SME');
  }, [agencyAllowed, organizationType, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const input: SignupInput = { ...values, slug: slug.data, invite: inviteToken };
    try {
      const result = await signUp(input);
      rememberSignup(
        result.organization ?? {
          type: values.organizationType,
          name: values.organizationName,
          slug: slug.data ?? '',
        },
      );
      if (!result.organization) {
        navigate(paths.emailConfirmation(result.user.email), { replace: true });
        return;
      }
      if (!result.hasSession) {
        navigate(paths.login, { replace: true });
        return;
      }
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
      navigate(
        result.organization.type === 'SME' && !result.joined ? paths.onboarding : paths.dashboard,
        { replace: true },
      );
    } catch (e) {
      if (e instanceof ApiError && e.status > 0 && e.status < 500) {
        setError({
          message: e.message,
          notWhitelisted: e.message === MESSAGES.signup.notWhitelisted,
        });
      } else if (e instanceof ApiError && e.message === MESSAGES.signup.inviteCheckFailed) {
        setError({ message: e.message, notWhitelisted: false });
      } else {
        setError({ message: MESSAGES.signup.unexpected, notWhitelisted: false });
      }
    }
  });

  const errors = form.formState.errors;
  const showMatch = confirmPassword.length > 0 && !errors.confirmPassword;
  const matches = password === confirmPassword;

  return (
    <AuthShell
      title="Create your account"
      description={
        inviteToken
          ? 'Stratagent is invitation-only during pre-alpha. Use the e-mail address your invitation was sent to.'
          : MESSAGES.signup.withoutInviteLink
      }
      footer={
        <>
          Already have an account?{' '}
          <Link className="font-medium text-primary hover:underline" to={paths.login}>
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {error && (
          <Alert
            variant="destructive"
            title={error.notWhitelisted ? 'Invitation required' : undefined}
          >
            {error.message}
            {error.notWhitelisted && (
              <>
                {' '}
                <Link to={paths.requestInvitation} className="font-semibold underline">
                  Request an invitation
                </Link>
              </>
            )}
          </Alert>
        )}
        <FormField label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            {...form.register('email')}
          />
        </FormField>
        <FormField
          label="Password"
          error={errors.password?.message}
          hint="At least 8 characters, with upper case, lower case and a number."
        >
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label="Confirm password" error={errors.confirmPassword?.message}>
          <Input
            type="password"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
          />
        </FormField>
        {showMatch && (
          <p
            aria-live="polite"
            className={cn(
              '-mt-2 flex items-center gap-1.5 text-xs font-medium',
              matches ? 'text-success' : 'text-destructive',
            )}
          >
            {matches ? (
              <Check className="size-3.5" aria-hidden="true" />
            ) : (
              <X className="size-3.5" aria-hidden="true" />
            )}
            {matches ? MESSAGES.signup.passwordsMatch : MESSAGES.signup.passwordsMismatch}
          </p>
        )}
        {joiningName ? (
          <Alert title={`You are joining ${joiningName}`}>
            You were invited to {joiningName}&apos;s workspace: your account joins it with the role
            you were invited with.
          </Alert>
        ) : (
          <>
            <FormField
              label="Organization name"
              error={errors.organizationName?.message}
              hint={
                <span aria-live="polite" className="flex items-center gap-1.5">
                  <Link2 className="size-3.5" aria-hidden="true" />
                  {organizationName.trim().length < 2 ? (
                    'Your workspace address appears here.'
                  ) : slug.isFetching ? (
                    <>
                      <Spinner className="size-3" /> Checking availability...
                    </>
                  ) : slug.data ? (
                    <>
                      Workspace address:{' '}
                      <strong className="text-foreground">stratagent.app/{slug.data}</strong>
                    </>
                  ) : (
                    'We will pick a unique address for you.'
                  )}
                </span>
              }
            >
              <Input
                autoComplete="organization"
                placeholder="Acme Bakery"
                {...form.register('organizationName')}
              />
            </FormField>
            <Controller
              control={form.control}
              name="organizationType"
              render={({ field }) => (
                <RadioCards
                  label="Organization type"
                  value={field.value}
                  onValueChange={field.onChange}
                  error={errors.organizationType?.message}
                  options={[
                    {
                      value: 'SME',
                      label: 'SME',
                      description: 'A small or mid-size business with its own marketing.',
                    },
                    {
                      value: 'AGENCY',
                      label: 'Agency',
                      description: agencyAllowed
                        ? 'A marketing agency managing several clients.'
                        : 'For agencies managing many clients.',
                      disabled: !agencyAllowed,
                      badge: agencyAllowed ? undefined : (
                        <Badge variant="secondary">Coming Soon</Badge>
                      ),
                    },
                  ]}
                />
              )}
            />
          </>
        )}
        <Button
          type="submit"
          className="mt-2 w-full"
          loading={form.formState.isSubmitting || checkingInvite}
        >
          Create account
        </Button>
        <p className="text-center text-xs text-muted-foreground">
          By creating an account you accept the{' '}
          <Link className="underline" to={paths.terms}>
            Terms
          </Link>{' '}
          and the{' '}
          <Link className="underline" to={paths.privacy}>
            Privacy Policy
          </Link>
          .
        </p>
      </form>
    </AuthShell>
  );
}
