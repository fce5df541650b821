import { Save } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  CAMPAIGN_NAME_MAX,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
  MARKETING_CHANNELS,
  type Campaign,
  type CreateCampaignInput,
  type UpdateCampaignInput,
} from '@/shared/campaigns';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { FormField } from '@/web/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@/web/components/ui/input';
import { ApiError } from '@/web/lib/api-client';
import type { ClientOption } from '../api/get-client-options';
import {
  campaignFormResolver,
  campaignToFormValues,
  emptyCampaignFormValues,
  fieldOfInput,
  toCreateInput,
  toUpdateInput,
  type CampaignFormValues,
} from '../lib/campaign-form-values';
import { STATUS_LABELS } from '../lib/status';
import { ChipInput } from './chip-input';
import { currencyName } from '@/shared/format';
import { useCurrency } from '@/web/lib/money';

type CampaignFormProps =
  | {
      mode: 'create';
      onSubmit: (input: CreateCampaignInput) => Promise<void>;
      /** Agencies pick the client the campaign belongs to; SMEs get no client field. */
      clients?: ClientOption[] | undefined;
      defaultClientId?: string | undefined;
      cancelTo: string;
    }
  | {
      mode: 'edit';
      campaign: Campaign;
      onSubmit: (changes: UpdateCampaignInput) => Promise<void>;
      /** Called instead of onSubmit when nothing was changed. */
      onNoChanges?: () => void;
      cancelTo: string;
    };

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
    </Card>
  );
}

/** The one form for creating and editing a campaign (seed 000 §3 fields). */
export function CampaignForm(props: CampaignFormProps) {
  const currency = useCurrency();
  // The values the form opened with: edits are compared with them to send only changes.
  const [initial] = useState<CampaignFormValues>(() =>
    props.mode === 'edit'
      ? campaignToFormValues(props.campaign)
      : emptyCampaignFormValues({ client_id: props.defaultClientId ?? '' }),
  );
  const form = useForm<CampaignFormValues>({
    resolver: campaignFormResolver(props.mode),
    defaultValues: initial,
    shouldFocusError: true,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (props.mode === 'create') return await props.onSubmit(toCreateInput(values));
      const changes = toUpdateInput(initial, values);
      if (Object.keys(changes).length === 0) return props.onNoChanges?.();
      await props.onSubmit(changes);
    } catch (error) {
      // The page has told the user; a field the server names gets its message too.
      const field =
        error instanceof ApiError && error.field ? fieldOfInput(error.field) : undefined;
      if (field && error instanceof Error)
        form.setError(field, { message: error.message }, { shouldFocus: true });
    }
  });

  // A value stored through the API may be outside the suggested lists; keep it selectable.
  const types: string[] = [...CAMPAIGN_TYPES];
  if (initial.campaign_type && !types.includes(initial.campaign_type))
    types.push(initial.campaign_type);
  const channels: string[] = [
    ...MARKETING_CHANNELS,
    ...initial.marketing_channels.filter(
      (c) => !(MARKETING_CHANNELS as readonly string[]).includes(c),
    ),
  ];
  const clients = props.mode === 'create' ? props.clients : undefined;

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="grid grid-cols-1 gap-6"
      aria-label={props.mode === 'create' ? 'New campaign' : 'Edit campaign'}
    >
      <Section title="Basics" description="What the campaign is and where it stands.">
        <FormField label="Campaign name" error={errors.name?.message}>
          <Input
            maxLength={CAMPAIGN_NAME_MAX}
            placeholder="Spring product launch"
            autoComplete="off"
            {...form.register('name')}
          />
        </FormField>
        <FormField label="Description" error={errors.description?.message}>
          <Textarea
            rows={3}
            placeholder="What this campaign is about, in a sentence or two."
            {...form.register('description')}
          />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-3">
          <FormField label="Campaign type" error={errors.campaign_type?.message}>
            <NativeSelect {...form.register('campaign_type')}>
              <option value="">Not set</option>
              {types.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Status" error={errors.status?.message}>
            <NativeSelect {...form.register('status')}>
              {CAMPAIGN_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {STATUS_LABELS[status]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            label="Priority"
            hint="0 to 10; higher comes first."
            error={errors.priority_level?.message}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={10}
              step={1}
              {...form.register('priority_level')}
            />
          </FormField>
        </div>
        {clients && (
          <FormField
            label="Client"
            hint="The client this campaign is run for."
            error={errors.client_id?.message}
          >
            <NativeSelect {...form.register('client_id')}>
              <option value="">No client (agency's own)</option>
              {clients.map((client) => (
                <option key={client.id} value={client.id}>
                  {client.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        )}
      </Section>

      <Section
        title="Audience & goals"
        description="Who you want to reach and what success looks like."
      >
        <FormField label="Target audience" error={errors.target_audience?.message}>
          <Textarea
            rows={3}
            placeholder="Who the campaign speaks to: roles, needs, where they spend time."
            {...form.register('target_audience')}
          />
        </FormField>
        <FormField label="Geographic target" error={errors.geographic_target?.message}>
          <Input
            placeholder="e.g. United States and Canada"
            {...form.register('geographic_target')}
          />
        </FormField>
        <Controller
          control={form.control}
          name="goals"
          render={({ field }) => (
            <ChipInput
              label="Goals"
              itemLabel="goal"
              value={field.value}
              onChange={field.onChange}
              placeholder="e.g. 200 qualified leads"
              error={errors.goals?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="success_metrics"
          render={({ field }) => (
            <ChipInput
              label="Success metrics"
              itemLabel="success metric"
              value={field.value}
              onChange={field.onChange}
              placeholder="e.g. Cost per lead under $40"
              error={errors.success_metrics?.message}
            />
          )}
        />
        <FormField label="Objectives" error={errors.objectives?.message}>
          <Textarea
            rows={3}
            placeholder="The business outcomes this campaign serves."
            {...form.register('objectives')}
          />
        </FormField>
      </Section>

      <Section title="Channels" description="Where the campaign runs.">
        <fieldset>
          <legend className="sr-only">Marketing channels</legend>
          <div className="grid grid-cols-2 gap-2 lg:grid-cols-3">
            {channels.map((channel) => (
              <label
                key={channel}
                className="flex cursor-pointer items-center gap-2 rounded-md border bg-card px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent"
              >
                <input
                  type="checkbox"
                  value={channel}
                  className="size-4 accent-primary"
                  {...form.register('marketing_channels')}
                />
                {channel}
              </label>
            ))}
          </div>
          {errors.marketing_channels?.message && (
            <p role="alert" className="mt-1.5 text-xs font-medium text-destructive">
              {errors.marketing_channels.message}
            </p>
          )}
        </fieldset>
      </Section>

      <Section
        title="Budget & schedule"
        description={`Money is in ${currencyName(currency)}. Leave the budget empty if there is none; 0 is a valid budget.`}
      >
        <div className="grid gap-5 sm:grid-cols-3">
          <FormField label={`Budget (${currency})`} error={errors.budget?.message}>
            <Input
              inputMode="decimal"
              placeholder="e.g. 5000"
              autoComplete="off"
              {...form.register('budget')}
            />
          </FormField>
          <FormField label="Start date" error={errors.start_date?.message}>
            <Input type="date" {...form.register('start_date')} />
          </FormField>
          <FormField label="End date" error={errors.end_date?.message}>
            <Input type="date" {...form.register('end_date')} />
          </FormField>
        </div>
      </Section>

      <Section
        title="Strategy"
        description="The themes, people and competition the campaign's content builds on."
      >
        <Controller
          control={form.control}
          name="content_pillars"
          render={({ field }) => (
            <ChipInput
              label="Content pillars"
              itemLabel="content pillar"
              value={field.value}
              onChange={field.onChange}
              placeholder="e.g. Behind the scenes"
              error={errors.content_pillars?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="target_personas"
          render={({ field }) => (
            <ChipInput
              label="Target personas"
              itemLabel="target persona"
              value={field.value}
              onChange={field.onChange}
              placeholder="e.g. Busy operations manager"
              error={errors.target_personas?.message}
            />
          )}
        />
        <FormField label="Competitor context" error={errors.competitor_context?.message}>
          <Textarea
            rows={3}
            placeholder="Who else competes for this audience, and how you differ."
            {...form.register('competitor_context')}
          />
        </FormField>
        <Controller
          control={form.control}
          name="tags"
          render={({ field }) => (
            <ChipInput
              label="Tags"
              itemLabel="tag"
              value={field.value}
              onChange={field.onChange}
              placeholder="e.g. Q2"
              error={errors.tags?.message}
            />
          )}
        />
      </Section>

      <div className="sticky bottom-0 z-10 -mx-4 flex justify-end gap-3 border-t bg-card px-4 py-3 sm:mx-0 sm:rounded-xl sm:border">
        <Button asChild variant="outline">
          <Link to={props.cancelTo}>Cancel</Link>
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {!isSubmitting && <Save aria-hidden="true" />}
          {props.mode === 'create' ? 'Create campaign' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
