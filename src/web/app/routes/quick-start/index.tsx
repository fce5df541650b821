import { zodResolver } from '@hookform/resolvers/zod';
import { Play, Rocket } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { QUICK_START, type QuickStartAnswers } from '@/shared/dashboard';
import { budgetOptions, EMPTY_QUICK_START_ANSWERS } from '@/shared/quick-start';
import { quickStartAnswersSchema } from '@/shared/quick-start-schema';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { NativeSelect, Textarea } from '@/web/components/ui/input';
import { useStartQuickStart } from '@/web/features/agents/hooks/use-start-quick-start';
import { useEngine } from '@/web/lib/agents';
import { useCurrency } from '@/web/lib/money';

/**
 * /quick-start, opened directly (the modal starts its run itself): the five answers as one
 * form, then one pipeline run.
 */
export default function QuickStartPage() {
  const quickStart = useStartQuickStart();
  const currency = useCurrency();
  const engine = useEngine();
  const form = useForm<QuickStartAnswers>({
    resolver: zodResolver(quickStartAnswersSchema),
    defaultValues: EMPTY_QUICK_START_ANSWERS,
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (answers) => {
    try {
      await quickStart.start(answers);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Quick Start could not be started');
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="mx-auto max-w-3xl space-y-6">
      <title>Quick Start — Stratagent</title>
      <div className="space-y-2">
        <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight sm:text-3xl">
          <Rocket className="size-7 text-primary" aria-hidden="true" /> Quick Start
        </h1>
        <p className="text-sm text-muted-foreground">
          Five questions to a strategy, personas and a marketing plan{' '}
          {engine === 'offline' ? 'in seconds, drafted offline.' : 'in about 5 minutes.'}
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Answer the five questions</CardTitle>
          <CardDescription>
            Quick Start writes a SWOT analysis, three customer personas and a marketing plan, and
            saves each to your outputs. Your answers also fill the parts of your business context
            that are still empty.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <FormField
            label="Tell us about your company"
            hint={QUICK_START.companyHint}
            error={errors.company?.message}
          >
            <Textarea rows={3} {...form.register('company')} />
          </FormField>
          <FormField label="What is your main marketing goal?" error={errors.goal?.message}>
            <Textarea rows={2} {...form.register('goal')} />
          </FormField>
          <FormField label="Who is your target audience?" error={errors.audience?.message}>
            <Textarea rows={2} {...form.register('audience')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="What is your monthly marketing budget?"
              error={errors.budget?.message}
            >
              <NativeSelect {...form.register('budget')}>
                <option value="">Choose a budget</option>
                {budgetOptions(currency).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="When do you need results?" error={errors.timeline?.message}>
              <NativeSelect {...form.register('timeline')}>
                <option value="">Choose a timeline</option>
                {QUICK_START.timelineOptions.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
        </CardContent>
      </Card>
      {quickStart.error && <Alert variant="destructive">{quickStart.error.message}</Alert>}
      <div className="flex justify-end">
        <Button
          type="submit"
          size="lg"
          loading={quickStart.isPending || form.formState.isSubmitting}
        >
          <Play aria-hidden="true" /> Run Quick Start
        </Button>
      </div>
    </form>
  );
}
