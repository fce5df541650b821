import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_LIMITS,
  FEEDBACK_MESSAGES,
  feedbackSchema,
} from '@/shared/feedback';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@/web/components/ui/input';
import { paths } from '@/web/config/paths';
import { ApiError } from '@/web/lib/api-client';
import { cn } from '@/web/lib/utils';
import { useSendFeedback } from '../api/send-feedback';

type Values = { category: string; message: string; pageUrl?: string | null };
type FieldName = keyof Values;

export function FeedbackForm({ defaultPageUrl }: { defaultPageUrl: string }) {
  const send = useSendFeedback();
  const defaults: Values = { category: '', message: '', pageUrl: defaultPageUrl };
  const form = useForm<Values, unknown, z.output<typeof feedbackSchema>>({
    // The category starts unchosen (''), which the schema refuses with its message.
    resolver: zodResolver<Values, unknown, z.output<typeof feedbackSchema>>(feedbackSchema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const length = (form.watch('message') ?? '').length;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
    } catch (error) {
      if (error instanceof ApiError && error.field && error.field in defaults) {
        form.setError(error.field as FieldName, { message: error.message }, { shouldFocus: true });
      }
    }
  });

  if (send.isSuccess) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
        <CheckCircle2 className="size-10 text-success" aria-hidden="true" />
        <h2 className="text-xl font-semibold">{FEEDBACK_MESSAGES.sent}</h2>
        <p className="max-w-sm text-sm text-muted-foreground">
          The team reads every message and can reply to you by e-mail.
        </p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <Button
            variant="outline"
            onClick={() => {
              form.reset({ ...defaults, pageUrl: form.getValues('pageUrl') });
              send.reset();
            }}
          >
            Send more feedback
          </Button>
          <Button asChild>
            <Link to={paths.dashboard}>Back to dashboard</Link>
          </Button>
        </div>
      </div>
    );
  }

  const sendError =
    send.error &&
    !(send.error instanceof ApiError && send.error.field && send.error.field in defaults);
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {sendError && (
        <Alert variant="destructive">
          {send.error instanceof ApiError ? send.error.message : FEEDBACK_MESSAGES.failed}
        </Alert>
      )}
      <FormField label="Category" error={errors.category?.message}>
        <NativeSelect {...form.register('category')}>
          <option value="" disabled>
            Choose a category
          </option>
          {FEEDBACK_CATEGORIES.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        label="Message"
        error={errors.message?.message}
        hint={`At least ${FEEDBACK_LIMITS.messageMin} characters. What happened, what you expected, or what you would like.`}
        aside={
          <span
            className={cn(
              'text-xs tabular-nums text-muted-foreground',
              length > FEEDBACK_LIMITS.messageMax && 'font-semibold text-destructive',
            )}
          >
            {length}/{FEEDBACK_LIMITS.messageMax}
          </span>
        }
      >
        <Textarea rows={7} {...form.register('message')} />
      </FormField>
      <FormField
        label="Page this is about"
        error={errors.pageUrl?.message}
        hint="The address of the page, if your feedback is about one."
        aside={<span className="text-xs text-muted-foreground">Optional</span>}
      >
        <Input
          inputMode="url"
          autoComplete="off"
          placeholder="e.g. /campaigns"
          {...form.register('pageUrl')}
        />
      </FormField>
      <Button type="submit" className="justify-self-start" loading={send.isPending}>
        Send feedback
      </Button>
    </form>
  );
}
