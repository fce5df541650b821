import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  CLIENT_DESCRIPTION_MAX,
  CLIENT_NAME_MAX,
  CLIENT_STATUSES,
  DEFAULT_BRAND_COLOR,
  type Client,
  type CreateClientInput,
  type UpdateClientInput,
} from '@/shared/clients';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@/web/components/ui/input';
import { ApiError } from '@/web/lib/api-client';
import {
  emptyClientValues,
  parseCreate,
  parseUpdate,
  valuesFromClient,
  type ClientFormValues,
  type FieldErrors,
} from '../lib/client-form-values';
import { CLIENT_STATUS_LABELS } from './client-status-badge';
import { useCurrency } from '@/web/lib/money';

/** The client portal's font choices (seed 001 §3 font_family). */
export const PORTAL_FONTS = [
  'Inter',
  'Roboto',
  'Open Sans',
  'Lato',
  'Montserrat',
  'Poppins',
  'Source Sans 3',
  'Merriweather',
  'Georgia',
  'system-ui',
] as const;

const COLOR_LABELS = {
  primary_color: 'Primary colour',
  secondary_color: 'Secondary colour',
  accent_color: 'Accent colour',
} as const;

type Props =
  | {
      mode: 'create';
      client?: undefined;
      cancelTo: string;
      onSubmit: (input: CreateClientInput) => Promise<void>;
    }
  | {
      mode: 'edit';
      client: Client;
      cancelTo: string;
      onSubmit: (input: UpdateClientInput) => Promise<void>;
    };

/** Adding and editing a client: one form, validated with the API's own schemas. */
export function ClientForm(props: Props) {
  const currency = useCurrency();
  const [values, setValues] = useState<ClientFormValues>(
    props.mode === 'edit' ? valuesFromClient(props.client) : emptyClientValues,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const set = (key: keyof ClientFormValues) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = props.mode === 'edit' ? parseUpdate(values, props.client) : parseCreate(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      const first = Object.keys(parsed.errors)[0];
      if (first) document.getElementsByName(first)[0]?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      if (props.mode === 'edit') await props.onSubmit(parsed.input as UpdateClientInput);
      else await props.onSubmit(parsed.input as CreateClientInput);
    } catch (error) {
      // The server names the field it refused: mark it and keep every value typed.
      if (error instanceof ApiError && error.field) {
        const field = error.field.replace(/^brand_kit\./, '');
        const key = (
          field === 'monthly_retainer_cents' ? 'retainer' : field
        ) as keyof ClientFormValues;
        setErrors({ [key]: error.message });
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-8">
      <section className="space-y-4 rounded-xl border bg-card p-5" aria-labelledby="client-basics">
        <h2 id="client-basics" className="font-semibold">
          Client
        </h2>
        <FormField label="Client name" error={errors.name}>
          <Input
            name="name"
            value={values.name}
            onChange={set('name')}
            maxLength={CLIENT_NAME_MAX}
            autoComplete="organization"
            required
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Status" error={errors.status}>
            <NativeSelect name="status" value={values.status} onChange={set('status')}>
              {CLIENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {CLIENT_STATUS_LABELS[status]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Industry" error={errors.industry}>
            <Input
              name="industry"
              value={values.industry}
              onChange={set('industry')}
              placeholder="e.g. Retail"
            />
          </FormField>
          <FormField label="Contact name" error={errors.contact_name}>
            <Input
              name="contact_name"
              value={values.contact_name}
              onChange={set('contact_name')}
              autoComplete="off"
            />
          </FormField>
          <FormField label="Contact email" error={errors.contact_email}>
            <Input
              name="contact_email"
              type="email"
              value={values.contact_email}
              onChange={set('contact_email')}
              autoComplete="off"
            />
          </FormField>
          <FormField label="Website" error={errors.website}>
            <Input
              name="website"
              type="url"
              value={values.website}
              onChange={set('website')}
              placeholder="https://example.com"
            />
          </FormField>
          <FormField
            label={`Monthly retainer (${currency})`}
            error={errors.retainer}
            hint="What the client pays you each month."
          >
            <Input
              name="retainer"
              inputMode="decimal"
              value={values.retainer}
              onChange={set('retainer')}
              placeholder="2500"
            />
          </FormField>
        </div>
        <FormField
          label="About the client"
          error={errors.description}
          hint="What they sell, to whom and where. The agents write the client's work from this."
        >
          <Textarea
            name="description"
            value={values.description}
            onChange={set('description')}
            maxLength={CLIENT_DESCRIPTION_MAX}
            placeholder="Clean skincare brand selling mineral sunscreen online and in UK pharmacies, to women 25–45."
          />
        </FormField>
        <FormField
          label="Internal notes"
          error={errors.notes}
          hint="For your team only: never used by the agents, never shown to the client."
        >
          <Textarea name="notes" value={values.notes} onChange={set('notes')} maxLength={5000} />
        </FormField>
      </section>

      <section className="space-y-4 rounded-xl border bg-card p-5" aria-labelledby="client-brand">
        <div>
          <h2 id="client-brand" className="font-semibold">
            Brand kit
          </h2>
          <p className="text-sm text-muted-foreground">
            The colours and font of this client's portal. Empty colours use the default{' '}
            {DEFAULT_BRAND_COLOR}.
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          {(Object.keys(COLOR_LABELS) as (keyof typeof COLOR_LABELS)[]).map((key) => (
            <FormField key={key} label={COLOR_LABELS[key]} error={errors[key]} hint="Like #3B82F6">
              <ColorInput
                name={key}
                value={values[key]}
                onChange={set(key)}
                label={COLOR_LABELS[key]}
              />
            </FormField>
          ))}
        </div>
        <FormField label="Portal font" error={errors.font_family}>
          <NativeSelect name="font_family" value={values.font_family} onChange={set('font_family')}>
            <option value="">Default</option>
            {values.font_family &&
              !(PORTAL_FONTS as readonly string[]).includes(values.font_family) && (
                <option value={values.font_family}>{values.font_family}</option>
              )}
            {PORTAL_FONTS.map((font) => (
              <option key={font} value={font}>
                {font}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </section>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" asChild>
          <Link to={props.cancelTo}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={submitting}>
          {props.mode === 'edit' ? 'Save changes' : 'Add Client'}
        </Button>
      </div>
    </form>
  );
}

/** A hex text field with a colour picker beside it; the text field carries the label. */
function ColorInput({
  name,
  value,
  label,
  onChange,
  ...field
}: {
  name: string;
  value: string;
  label: string;
  onChange: (event: { target: { value: string } }) => void;
  /** Given by FormField: the label's target and the hint/error wiring. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const valid = /^#[\da-f]{6}$/i.test(value);
  return (
    <div className="flex items-center gap-2">
      <input
        type="color"
        aria-label={`${label} picker`}
        value={valid ? value.toLowerCase() : DEFAULT_BRAND_COLOR.toLowerCase()}
        onChange={(event) => onChange({ target: { value: event.target.value.toUpperCase() } })}
        className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-card p-1"
      />
      <Input
        {...field}
        name={name}
        value={value}
        onChange={onChange}
        placeholder={DEFAULT_BRAND_COLOR}
        className="font-mono"
      />
    </div>
  );
}
