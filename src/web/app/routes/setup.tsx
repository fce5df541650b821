import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { setupSchema } from '@/shared/schemas';
import { AuthShell } from '@/web/components/layouts/public-layout';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input } from '@/web/components/ui/input';
import { RadioCards } from '@/web/components/ui/radio-cards';
import { LoadingState } from '@/web/components/ui/spinner';
import { paths } from '@/web/config/paths';
import { api, ApiError } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';

type Values = {
  token: string;
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  organizationName: string;
  organizationType: 'SME' | 'AGENCY';
};

/** The one-time link printed at first start: creates the first owner, a platform admin. */
export default function SetupPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const check = useQuery({
    queryKey: queryKeys.setup.check(token),
    queryFn: () => api<{ valid: boolean }>('/setup/check', { body: { token } }),
    enabled: Boolean(token),
    retry: false,
  });
  const form = useForm<Values>({
    resolver: zodResolver(setupSchema) as never,
    defaultValues: {
      token,
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      organizationName: '',
      organizationType: 'SME',
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await api('/setup', { body: values });
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
      navigate(values.organizationType === 'SME' ? paths.onboarding : paths.dashboard, {
        replace: true,
      });
    } catch (e) {
      setError(
        e instanceof ApiError ? e.message : 'An unexpected error occurred. Please try again.',
      );
    }
  });

  if (token && check.isPending) return <LoadingState label="Checking your setup link..." />;
  if (!token || check.isError || !check.data?.valid) {
    return (
      <AuthShell title="Setup link not valid">
        <div className="grid gap-4">
          <Alert variant="destructive">
            This setup link is missing, already used, or replaced by a newer one. If this
            installation already has an owner, sign in instead; otherwise restart the server and
            open the link it prints.
          </Alert>
          <Button asChild>
            <Link to={paths.login}>Go to sign in</Link>
          </Button>
        </div>
      </AuthShell>
    );
  }

  const errors = form.formState.errors;
  return (
    <AuthShell
      title="Set up Stratagent"
      description="Create the first owner of this installation. You will also be its platform admin, who reviews invitation requests."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {error && <Alert variant="destructive">{error}</Alert>}
        <FormField label="Your name" error={errors.name?.message}>
          <Input autoComplete="name" {...form.register('name')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
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
        <FormField label="Organization name" error={errors.organizationName?.message}>
          <Input autoComplete="organization" {...form.register('organizationName')} />
        </FormField>
        <Controller
          control={form.control}
          name="organizationType"
          render={({ field }) => (
            <RadioCards
              label="Organization type"
              value={field.value}
              onValueChange={field.onChange}
              options={[
                { value: 'SME', label: 'SME', description: 'A small or mid-size business.' },
                {
                  value: 'AGENCY',
                  label: 'Agency',
                  description: 'A marketing agency with clients.',
                },
              ]}
            />
          )}
        />
        <Button type="submit" className="mt-2 w-full" loading={form.formState.isSubmitting}>
          Create owner account
        </Button>
      </form>
    </AuthShell>
  );
}
