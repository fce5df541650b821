import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import type { AgentOutput } from '@/shared/agent-runs';
import { PERSONA_LIST_FIELDS, type PersonaContent } from '@/shared/persona';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Input, Textarea } from '@/web/components/ui/input';
import { useUpdateOutput } from '@/web/features/outputs/api/update-output';
import { personaPath } from '@/web/features/persona/lib/paths';
import { WithPersona } from './persona-loader';

const required = (label: string) => z.string().trim().min(1, `${label} is required`);
const lines = (label: string) =>
  z
    .string()
    .refine(
      (v) => v.split('\n').some((l) => l.trim()),
      `Add at least one line to ${label.toLowerCase()}`,
    );

const formSchema = z.object({
  name: required('Name'),
  age_range: required('Age range'),
  role: required('Role'),
  segment: required('Segment'),
  summary: required('Summary'),
  quote: required('Quote'),
  how_company_helps: required('How we help'),
  goals: lines('Goals'),
  pains: lines('Pains'),
  objections: lines('Objections'),
  buying_triggers: lines('Buying triggers'),
  channels: lines('Channels'),
  content_preferences: lines('Content preferences'),
});
type FormValues = z.infer<typeof formSchema>;

const toLines = (items: string[]) => items.join('\n');
const fromLines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** /persona/{personaId}/edit: every field of the persona; lists one item per line. */
export default function PersonaEditPage() {
  const { personaId = '' } = useParams();
  return (
    <WithPersona personaId={personaId}>
      {(output, persona) => <EditForm output={output} persona={persona} />}
    </WithPersona>
  );
}

function EditForm({ output, persona }: { output: AgentOutput; persona: PersonaContent }) {
  const navigate = useNavigate();
  const update = useUpdateOutput(output.id);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: persona.name,
      age_range: persona.age_range,
      role: persona.role,
      segment: persona.segment,
      summary: persona.summary,
      quote: persona.quote,
      how_company_helps: persona.how_company_helps,
      goals: toLines(persona.goals),
      pains: toLines(persona.pains),
      objections: toLines(persona.objections),
      buying_triggers: toLines(persona.buying_triggers),
      channels: toLines(persona.channels),
      content_preferences: toLines(persona.content_preferences),
    },
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    const content: PersonaContent = {
      ...persona,
      ...values,
      goals: fromLines(values.goals),
      pains: fromLines(values.pains),
      objections: fromLines(values.objections),
      buying_triggers: fromLines(values.buying_triggers),
      channels: fromLines(values.channels),
      content_preferences: fromLines(values.content_preferences),
    };
    try {
      await update.mutateAsync({ content, title: `Persona: ${values.name} (${values.segment})` });
      toast.success('Persona saved');
      void navigate(personaPath(output.id));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The persona could not be saved');
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="max-w-3xl space-y-6">
      <title>{`Edit ${persona.name} — Stratagent`}</title>
      <div className="space-y-2">
        <Link
          to={personaPath(output.id)}
          className="text-sm text-muted-foreground hover:text-foreground"
        >
          ← {persona.name}
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Edit persona</h1>
        <p className="text-sm text-muted-foreground">Lists take one item per line.</p>
      </div>
      <Card>
        <CardContent className="grid gap-4 p-4 sm:grid-cols-2 sm:p-6">
          <FormField label="Name" error={errors.name?.message}>
            <Input {...form.register('name')} />
          </FormField>
          <FormField label="Age range" error={errors.age_range?.message}>
            <Input {...form.register('age_range')} />
          </FormField>
          <FormField label="Role" error={errors.role?.message}>
            <Input {...form.register('role')} />
          </FormField>
          <FormField label="Segment" error={errors.segment?.message}>
            <Input {...form.register('segment')} />
          </FormField>
          <FormField label="Summary" error={errors.summary?.message} className="sm:col-span-2">
            <Textarea rows={3} {...form.register('summary')} />
          </FormField>
          <FormField label="Quote" error={errors.quote?.message} className="sm:col-span-2">
            <Textarea rows={2} {...form.register('quote')} />
          </FormField>
          {PERSONA_LIST_FIELDS.map((field) => (
            <FormField key={field.key} label={field.label} error={errors[field.key]?.message}>
              <Textarea rows={4} {...form.register(field.key)} />
            </FormField>
          ))}
          <FormField
            label="How we help"
            error={errors.how_company_helps?.message}
            className="sm:col-span-2"
          >
            <Textarea rows={3} {...form.register('how_company_helps')} />
          </FormField>
        </CardContent>
      </Card>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={update.isPending}>
          <Save aria-hidden="true" /> Save persona
        </Button>
        <Button asChild variant="outline">
          <Link to={personaPath(output.id)}>Cancel</Link>
        </Button>
      </div>
    </form>
  );
}
