import {
  createClientSchema,
  updateClientSchema,
  type Client,
  type ClientStatus,
  type CreateClientInput,
  type UpdateClientInput,
} from '@/shared/clients';

/** What the client form holds: text as typed, money in dollars. */
export type ClientFormValues = {
  name: string;
  status: ClientStatus;
  industry: string;
  contact_name: string;
  contact_email: string;
  website: string;
  description: string;
  notes: string;
  retainer: string;
  primary_color: string;
  secondary_color: string;
  accent_color: string;
  font_family: string;
};

export const BRAND_COLOR_FIELDS = ['primary_color', 'secondary_color', 'accent_color'] as const;

export const emptyClientValues: ClientFormValues = {
  name: '',
  status: 'active',
  industry: '',
  contact_name: '',
  contact_email: '',
  website: '',
  description: '',
  notes: '',
  retainer: '',
  primary_color: '',
  secondary_color: '',
  accent_color: '',
  font_family: '',
};

const asStatus = (status: string): ClientStatus =>
  status === 'paused' || status === 'churned' ? status : 'active';

export function valuesFromClient(client: Client): ClientFormValues {
  return {
    name: client.name,
    status: asStatus(client.status),
    industry: client.industry ?? '',
    contact_name: client.contact_name ?? '',
    contact_email: client.contact_email ?? '',
    website: client.website ?? '',
    description: client.description ?? '',
    notes: client.notes ?? '',
    retainer:
      client.monthly_retainer_cents === null ? '' : String(client.monthly_retainer_cents / 100),
    primary_color: client.brand_kit.primary_color ?? '',
    secondary_color: client.brand_kit.secondary_color ?? '',
    accent_color: client.brand_kit.accent_color ?? '',
    font_family: client.brand_kit.font_family ?? '',
  };
}

export type FieldErrors = Partial<Record<keyof ClientFormValues, string>>;

/** '$2,500.50' → 250050 cents; '' → null; anything else is an error. */
export function parseRetainer(text: string): number | null | 'invalid' {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!cleaned) return null;
  if (!/^\d+(?:\.\d{1,2})?$/.test(cleaned)) return 'invalid';
  return Math.round(Number(cleaned) * 100);
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

function toInput(values: ClientFormValues, keepLogo?: string) {
  const brandKit: Record<string, string> = {};
  for (const key of BRAND_COLOR_FIELDS) if (values[key].trim()) brandKit[key] = values[key].trim();
  if (values.font_family.trim()) brandKit.font_family = values.font_family.trim();
  if (keepLogo) brandKit.logo_url = keepLogo;
  const retainer = parseRetainer(values.retainer);
  return {
    name: values.name,
    status: values.status,
    industry: orNull(values.industry),
    contact_name: orNull(values.contact_name),
    contact_email: orNull(values.contact_email),
    website: orNull(values.website),
    description: orNull(values.description),
    notes: orNull(values.notes),
    monthly_retainer_cents: retainer === 'invalid' ? null : retainer,
    brand_kit: brandKit,
  };
}

type Parsed<T> = { ok: true; input: T } | { ok: false; errors: FieldErrors };

function check<T>(
  values: ClientFormValues,
  result:
    | { success: true; data: unknown }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
): Parsed<T> {
  const errors: FieldErrors = {};
  if (parseRetainer(values.retainer) === 'invalid')
    errors.retainer = 'Enter an amount in dollars, like 2500';
  if (!result.success)
    for (const issue of result.error.issues) {
      const [first, second] = issue.path;
      const key = (
        first === 'brand_kit' ? second : first === 'monthly_retainer_cents' ? 'retainer' : first
      ) as keyof ClientFormValues;
      errors[key] ??= issue.message;
    }
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, input: (result as { data: T }).data };
}

/** The create form's values validated with createClientSchema, as the API takes them. */
export function parseCreate(values: ClientFormValues): Parsed<CreateClientInput> {
  return check(values, createClientSchema.safeParse(toInput(values)));
}

/** The edit form's values validated with updateClientSchema; the uploaded logo is kept. */
export function parseUpdate(values: ClientFormValues, client: Client): Parsed<UpdateClientInput> {
  return check(values, updateClientSchema.safeParse(toInput(values, client.brand_kit.logo_url)));
}
