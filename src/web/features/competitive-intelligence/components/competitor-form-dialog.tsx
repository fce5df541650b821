import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { COMPETITOR_LIMITS, type Competitor } from '@/shared/competitive-intelligence';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog';
import { FormField } from '@/web/components/ui/form-field';
import { Input, Textarea } from '@/web/components/ui/input';
import { ApiError } from '@/web/lib/api-client';
import { useCreateCompetitor, useUpdateCompetitor } from '../api/save-competitor';
import {
  competitorFormSchema,
  competitorFormValues,
  emptyCompetitorForm,
  toCompetitorInput,
  type CompetitorFormOutput,
  type CompetitorFormValues,
} from '../lib/competitor-form';

/**
 * Adds a competitor, or edits one (`competitor`). `initialName` prefills the name (a name
 * suggested by the business context). A refused name (already recorded) shows on its field.
 */
export function CompetitorFormDialog({
  open,
  onOpenChange,
  competitor,
  initialName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  competitor?: Competitor | null;
  initialName?: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{competitor ? `Edit ${competitor.name}` : 'Add a competitor'}</DialogTitle>
          <DialogDescription>
            What you record here grounds the competitive analysis; changes raise an alert for the
            team.
          </DialogDescription>
        </DialogHeader>
        <CompetitorForm
          competitor={competitor ?? null}
          initialName={initialName ?? ''}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

/** Mounted each time the dialog opens, so it starts from the record (or empty) every time. */
function CompetitorForm({
  competitor,
  initialName,
  onDone,
}: {
  competitor: Competitor | null;
  initialName: string;
  onDone: () => void;
}) {
  const create = useCreateCompetitor();
  const update = useUpdateCompetitor();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CompetitorFormValues, unknown, CompetitorFormOutput>({
    resolver: zodResolver(competitorFormSchema),
    defaultValues: competitor ? competitorFormValues(competitor) : emptyCompetitorForm(initialName),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const input = toCompetitorInput(values);
    try {
      if (competitor) await update.mutateAsync({ id: competitor.id, ...input });
      else await create.mutateAsync(input);
      toast.success(competitor ? `${input.name} updated` : `${input.name} added`);
      onDone();
    } catch (e) {
      if (e instanceof ApiError && e.field && e.field in values)
        form.setError(e.field as keyof CompetitorFormValues, { message: e.message });
      else setError(e instanceof Error ? e.message : 'The competitor could not be saved');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {error && <Alert variant="destructive">{error}</Alert>}
      <FormField label="Name" error={errors.name?.message}>
        <Input
          autoComplete="off"
          maxLength={COMPETITOR_LIMITS.nameMax}
          {...form.register('name')}
        />
      </FormField>
      <FormField
        label="Website"
        error={errors.website?.message}
        hint="Optional, e.g. https://example.com"
      >
        <Input type="url" inputMode="url" autoComplete="off" {...form.register('website')} />
      </FormField>
      <FormField
        label="Positioning"
        error={errors.positioning?.message}
        hint="How they describe themselves, and to whom."
      >
        <Textarea rows={2} {...form.register('positioning')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Strengths" error={errors.strengths?.message} hint="One per line.">
          <Textarea rows={4} {...form.register('strengths')} />
        </FormField>
        <FormField label="Weaknesses" error={errors.weaknesses?.message} hint="One per line.">
          <Textarea rows={4} {...form.register('weaknesses')} />
        </FormField>
      </div>
      <FormField label="Notes" error={errors.notes?.message}>
        <Textarea rows={3} {...form.register('notes')} />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : competitor ? 'Save changes' : 'Add competitor'}
        </Button>
      </div>
    </form>
  );
}
