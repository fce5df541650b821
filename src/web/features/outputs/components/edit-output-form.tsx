import { useState, type FormEvent } from 'react';
import type { AgentOutput, UpdateOutputInput } from '@/shared/agent-runs';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input, Textarea } from '@/web/components/ui/input';

/** Title and summary of an output; the title is required, both keep what was typed on an error. */
export function EditOutputForm({
  output,
  onSave,
  onCancel,
  saving,
}: {
  output: AgentOutput;
  onSave: (input: UpdateOutputInput) => Promise<unknown>;
  onCancel: () => void;
  saving: boolean;
}) {
  const [title, setTitle] = useState(output.title);
  const [summary, setSummary] = useState(output.summary ?? '');
  const [error, setError] = useState<string>();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setError('Title is required');
      return;
    }
    setError(undefined);
    await onSave({ title: title.trim(), summary: summary.trim() || null });
  };
  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="space-y-4 rounded-xl border bg-card p-4"
    >
      <FormField label="Title" error={error}>
        <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} autoFocus />
      </FormField>
      <FormField label="Summary">
        <Textarea value={summary} onChange={(e) => setSummary(e.target.value)} maxLength={5000} />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
