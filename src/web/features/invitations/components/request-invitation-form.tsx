import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { LIMITS } from '@/shared/constants';
import { MESSAGES } from '@/shared/messages';
import { invitationRequestSchema } from '@/shared/schemas';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input, Textarea } from '@/web/components/ui/input';
import { RadioCards } from '@/web/components/ui/radio-cards';
import { Spinner } from '@/web/components/ui/spinner';
import { paths } from '@/web/config/paths';
import { ApiError } from '@/web/lib/api-client';
import { cn } from '@/web/lib/utils';
import { useSubmitInvitationRequest } from '../api/submit-invitation-request';
import { useBotCheck, type BotCheck } from '../hooks/use-bot-check';

type Input = z.input<typeof invitationRequestSchema>;
type Output = z.output<typeof invitationRequestSchema>;
type FieldName = keyof Input;

type Notice = { tone: 'info' | 'destructive'; content: ReactNode };

const ORGANIZATION_OPTIONS = [
  {
    value: 'SME',
    label: 'SME',
    description: 'A small or mid-size business with a marketing team of 1-2 people',
  },
  {
    value: 'AGENCY',
    label: 'Agency',
    description: 'A marketing agency running 5-15+ client accounts',
  },
];

/** Warn from 90% of the use-case limit; over the limit the field turns red. */
const WARN_AT = Math.floor(LIMITS.useCaseMax * 0.9);

export function RequestInvitationForm({ onSubmitted }: { onSubmitted: (request: Output) => void }) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(invitationRequestSchema),
    defaultValues: {
      email: '',
      company_name: '',
      organization_type: 'SME',
      use_case: '',
      referral_source: '',
    },
  });
  const { errors } = form.formState;
  const submit = useSubmitInvitationRequest();
  const bot = useBotCheck();
  const [notice, setNotice] = useState<Notice | null>(null);
  const useCaseLength = (form.watch('use_case') ?? '').length;

  const onSubmit = form.handleSubmit(async (values) => {
    setNotice(null);
    if (bot.check.status === 'loading') {
      setNotice({ tone: 'info', content: MESSAGES.invitation.securityLoading });
      return;
    }
    if (bot.check.status === 'failed') {
      setNotice({ tone: 'destructive', content: MESSAGES.invitation.securityFailedContact });
      return;
    }
    let proof;
    try {
      proof = await bot.check.proof();
    } catch {
      setNotice({ tone: 'destructive', content: MESSAGES.invitation.securityFailedContact });
      return;
    }
    try {
      await submit.mutateAsync({ ...values, ...proof });
      onSubmitted(values);
    } catch (error) {
      // The solved challenge was spent: prepare a fresh one for the next attempt.
      bot.renew();
      if (error instanceof ApiError && error.field && error.field in values) {
        form.setError(error.field as FieldName, { message: error.message }, { shouldFocus: true });
        return;
      }
      setNotice(noticeFor(error, values.email));
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-5"
      aria-describedby={notice ? 'request-notice' : undefined}
    >
      {notice && (
        <Alert id="request-notice" variant={notice.tone}>
          {notice.content}
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
      <FormField label="Company name" error={errors.company_name?.message}>
        <Input
          autoComplete="organization"
          placeholder="Acme Inc."
          {...form.register('company_name')}
        />
      </FormField>
      <Controller
        control={form.control}
        name="organization_type"
        render={({ field }) => (
          <RadioCards
            label="Organization type"
            value={field.value ?? 'SME'}
            onValueChange={field.onChange}
            options={ORGANIZATION_OPTIONS}
            error={errors.organization_type?.message}
          />
        )}
      />
      <FormField
        label="Use case"
        error={errors.use_case?.message}
        aside={
          <span className="text-xs text-muted-foreground">
            Optional ·{' '}
            <span
              className={cn(
                'tabular-nums',
                useCaseLength > LIMITS.useCaseMax
                  ? 'font-semibold text-destructive'
                  : useCaseLength >= WARN_AT && 'font-medium text-warning-text',
              )}
            >
              {useCaseLength}/{LIMITS.useCaseMax}
            </span>
          </span>
        }
        hint={
          useCaseLength >= WARN_AT && useCaseLength <= LIMITS.useCaseMax
            ? `${LIMITS.useCaseMax - useCaseLength} characters left`
            : undefined
        }
      >
        <Textarea
          rows={4}
          placeholder="What would you like Stratagent to help your marketing with?"
          {...form.register('use_case')}
        />
      </FormField>
      <FormField
        label="How did you hear about us?"
        aside={<span className="text-xs text-muted-foreground">Optional</span>}
        error={errors.referral_source?.message}
      >
        <Input
          placeholder="A friend, LinkedIn, a newsletter..."
          {...form.register('referral_source')}
        />
      </FormField>
      <BotCheckStatus check={bot.check} onRetry={bot.renew} />
      {bot.widget}
      <Button type="submit" size="lg" className="w-full" loading={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Submitting...' : 'Request invitation'}
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        By requesting an invitation you agree to our{' '}
        <Link className="underline hover:text-foreground" to={paths.terms}>
          Terms
        </Link>{' '}
        and{' '}
        <Link className="underline hover:text-foreground" to={paths.privacy}>
          Privacy Policy
        </Link>
        .
      </p>
    </form>
  );
}

function noticeFor(error: unknown, email: string): Notice {
  if (!(error instanceof ApiError) || error.status === 0) {
    return { tone: 'destructive', content: MESSAGES.invitation.unexpected };
  }
  if (error.status >= 500)
    return { tone: 'destructive', content: MESSAGES.invitation.submitFailed };
  if (error.message === MESSAGES.invitation.alreadyWhitelisted) {
    return {
      tone: 'info',
      content: (
        <>
          {error.message}{' '}
          <Link
            className="font-semibold underline underline-offset-2"
            to={`${paths.signup}?email=${encodeURIComponent(email)}`}
          >
            Sign up now
          </Link>
        </>
      ),
    };
  }
  if (error.status === 409) return { tone: 'info', content: error.message };
  return { tone: 'destructive', content: error.message };
}

/** A quiet line under the form: the check runs by itself, so it only needs a glance. */
function BotCheckStatus({ check, onRetry }: { check: BotCheck; onRetry: () => void }) {
  return (
    <div role="status" className="flex min-h-5 items-center gap-2 text-xs text-muted-foreground">
      {check.status === 'loading' && (
        <>
          <Spinner className="size-3.5" /> Running a quick security check...
        </>
      )}
      {check.status === 'ready' && (
        <>
          <ShieldCheck className="size-4 text-success" aria-hidden="true" /> Security check passed
        </>
      )}
      {check.status === 'failed' && (
        <>
          <ShieldAlert className="size-4 text-destructive" aria-hidden="true" /> The security check
          did not complete.
          <button
            type="button"
            className="font-medium text-primary underline-offset-2 hover:underline"
            onClick={onRetry}
          >
            Try again
          </button>
        </>
      )}
    </div>
  );
}
