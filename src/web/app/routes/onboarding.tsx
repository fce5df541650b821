import { zodResolver } from '@hookform/resolvers/zod';
import { Building2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { COMPANY_SIZES, INDUSTRIES } from '@/shared/constants';
import { MESSAGES } from '@/shared/messages';
import { businessContextSchema, type BusinessContextInput } from '@/shared/schemas';
import { AuthShell } from '@/web/components/layouts/public-layout';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@/web/components/ui/input';
import { paths } from '@/web/config/paths';
import { useMe } from '@/web/lib/me';
import { forgetSignup, readSignup } from '@/web/features/auth/api/sign-up';
import {
  useSaveBusinessContext,
  useSkipOnboarding,
} from '@/web/features/business-context/api/business-context';
import { ApiError } from '@/web/lib/api-client';

const ONBOARDING_FLAG = 'onboardingInProgress';

export default function OnboardingPage() {
  const navigate = useNavigate();
  const me = useMe();
  const orgId = me.data?.organization?.id ?? '';
  const save = useSaveBusinessContext(orgId);
  const skip = useSkipOnboarding();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<BusinessContextInput>({
    resolver: zodResolver(businessContextSchema) as never,
    defaultValues: {
      companyName: readSignup().name ?? me.data?.organization?.name ?? '',
      industry: '' as never,
      companySize: '' as never,
      description: '',
    },
  });

  const finish = () => {
    forgetSignup();
    sessionStorage.removeItem(ONBOARDING_FLAG);
    navigate(paths.dashboard, { replace: true });
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      setError(null);
      if (!me.data) return setError(MESSAGES.onboarding.authRequired);
      if (!orgId) return setError(MESSAGES.onboarding.orgNotFound);
      sessionStorage.setItem(ONBOARDING_FLAG, 'true');
      try {
        await save.mutateAsync(values);
        finish();
      } catch (e) {
        sessionStorage.removeItem(ONBOARDING_FLAG);
        setError(
          e instanceof ApiError
            ? e.message
            : 'Could not save your business context. Please try again.',
        );
      }
    },
    (errors) => {
      if (errors.industry || errors.companySize) setError(MESSAGES.onboarding.required);
    },
  );

  const onSkip = async () => {
    try {
      await skip.mutateAsync();
      finish();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Could not skip onboarding. Please try again.');
    }
  };

  return (
    <AuthShell
      title="Tell us about your business"
      description="Your agents ground every strategy, persona and plan in this context. It takes a minute, and you can refine it later."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="flex items-center gap-3 rounded-lg bg-accent/60 p-3 text-sm text-accent-foreground">
          <Building2 className="size-5 shrink-0" aria-hidden="true" />
          <span>Industry and company size are required; everything else is optional.</span>
        </div>
        {error && <Alert variant="destructive">{error}</Alert>}
        <FormField label="Company name" error={form.formState.errors.companyName?.message}>
          <Input autoComplete="organization" {...form.register('companyName')} />
        </FormField>
        <FormField label="Industry">
          <NativeSelect {...form.register('industry')}>
            <option value="">Select your industry</option>
            {INDUSTRIES.map((industry) => (
              <option key={industry} value={industry}>
                {industry}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Company size">
          <NativeSelect {...form.register('companySize')}>
            <option value="">Select your company size</option>
            {COMPANY_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label="Description (optional)"
          hint="What you sell, who you serve, and what makes you different."
          error={form.formState.errors.description?.message}
        >
          <Textarea rows={4} {...form.register('description')} />
        </FormField>
        <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <Button
            type="button"
            variant="ghost"
            onClick={() => void onSkip()}
            loading={skip.isPending}
            disabled={form.formState.isSubmitting}
          >
            Skip for Now
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Continue to dashboard
          </Button>
        </div>
      </form>
    </AuthShell>
  );
}
