import { ImageUp, RotateCcw, Save, Trash2 } from 'lucide-react';
import { useRef, useState, type CSSProperties, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import {
  BORDER_RADII,
  BORDER_RADIUS_VALUES,
  DEFAULT_WHITE_LABEL,
  DENSITIES,
  FONT_KEYS,
  FONT_STACKS,
  WHITE_LABEL_LIMITS,
  WHITE_LABEL_SCOPE,
  themeVariables,
  toWhiteLabelInput,
  type WhiteLabelAsset,
  type WhiteLabelFields,
  type WhiteLabelKit,
  type WhiteLabelState,
} from '@/shared/white-label';
import { whiteLabelInputSchema } from '@/shared/white-label-schemas';
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
import { Input, NativeSelect, Textarea } from '@/web/components/ui/input';
import { ApiError } from '@/web/lib/api-client';
import {
  useDeleteWhiteLabelAsset,
  useResetWhiteLabel,
  useSaveWhiteLabel,
  useUploadWhiteLabelAsset,
} from '../api/white-label';

type ColorKey = 'primaryColor' | 'secondaryColor' | 'accentColor';
type PaletteKey = keyof WhiteLabelKit['colors'];

const BRAND_COLORS: { key: ColorKey; label: string; hint: string }[] = [
  { key: 'primaryColor', label: 'Primary colour', hint: 'Buttons, links and focus rings' },
  { key: 'secondaryColor', label: 'Secondary colour', hint: 'Secondary buttons and badges' },
  { key: 'accentColor', label: 'Accent colour', hint: 'Highlights and hover surfaces' },
];
const PALETTE: { key: PaletteKey; label: string }[] = [
  { key: 'background', label: 'Background' },
  { key: 'foreground', label: 'Text' },
  { key: 'muted', label: 'Muted surface' },
  { key: 'mutedForeground', label: 'Muted text' },
  { key: 'border', label: 'Border' },
];
const RADIUS_LABELS: Record<(typeof BORDER_RADII)[number], string> = {
  none: 'None',
  sm: 'Small',
  md: 'Medium',
  lg: 'Large',
  xl: 'Extra large',
};
const DENSITY_LABELS: Record<(typeof DENSITIES)[number], string> = {
  compact: 'Compact',
  comfortable: 'Comfortable',
  spacious: 'Spacious',
};
const HEX = /^#[0-9a-f]{6}$/i;

/** The brand kit editor of /settings/white-label, with its live preview. */
export function WhiteLabelForm({ state, canEdit }: { state: WhiteLabelState; canEdit: boolean }) {
  const [draft, setDraft] = useState<WhiteLabelFields>(() => toWhiteLabelInput(state.kit));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [removed, setRemoved] = useState<string[] | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const save = useSaveWhiteLabel();
  const reset = useResetWhiteLabel();

  const set = <K extends keyof WhiteLabelFields>(key: K, value: WhiteLabelFields[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const setColor = (key: PaletteKey, value: string) =>
    setDraft((d) => ({ ...d, colors: { ...d.colors, [key]: value } }));
  const setFont = (key: keyof WhiteLabelFields['fonts'], value: string) =>
    setDraft((d) => ({
      ...d,
      fonts: { ...d.fonts, [key]: value as WhiteLabelKit['fonts']['body'] },
    }));

  const onSave = () => {
    const parsed = whiteLabelInputSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (result) => {
        setDraft(toWhiteLabelInput(result.kit));
        setRemoved(result.removed);
        toast.success('White label saved');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.field) setErrors({ [error.field]: error.message });
        toast.error(error.message);
      },
    });
  };

  const onReset = () =>
    reset.mutate(undefined, {
      onSuccess: (result) => {
        setDraft(toWhiteLabelInput(result.kit));
        setRemoved(null);
        setErrors({});
        setConfirmReset(false);
        toast.success('White label reset to the defaults');
      },
      onError: (error) => toast.error(error.message),
    });

  // The preview shows what would be saved, as far as it can be read.
  const previewKit: WhiteLabelKit = {
    ...state.kit,
    ...previewable(draft),
    logo: state.kit.logo,
    favicon: state.kit.favicon,
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <form
        className="min-w-0 space-y-6"
        aria-label="White label brand kit"
        onSubmit={(e) => {
          e.preventDefault();
          onSave();
        }}
      >
        {!canEdit && (
          <Alert title="Read only">
            Only owners and admins can change the white label. You see the agency’s current kit.
          </Alert>
        )}
        <fieldset disabled={!canEdit || save.isPending} className="min-w-0 space-y-6">
          <Card>
            <CardHeader>
              <CardTitle>Brand</CardTitle>
              <CardDescription>
                Shown in the header for your team and your clients’ portal users.
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-4">
              <FormField
                label="Company name"
                error={errors.companyName}
                hint={`Up to ${WHITE_LABEL_LIMITS.companyName} characters; leave empty to show the logo alone.`}
              >
                <Input
                  value={draft.companyName}
                  maxLength={WHITE_LABEL_LIMITS.companyName}
                  onChange={(e) => set('companyName', e.target.value)}
                />
              </FormField>
              <div className="grid gap-4 sm:grid-cols-2">
                <AssetField asset="logo" state={state} canEdit={canEdit} />
                <AssetField asset="favicon" state={state} canEdit={canEdit} />
              </div>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Colours</CardTitle>
              <CardDescription>Hex colours such as #3B82F6.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              {BRAND_COLORS.map(({ key, label, hint }) => (
                <ColorField
                  key={key}
                  label={label}
                  hint={hint}
                  value={draft[key]}
                  error={errors[key]}
                  onChange={(v) => set(key, v)}
                />
              ))}
              {PALETTE.map(({ key, label }) => (
                <ColorField
                  key={key}
                  label={label}
                  value={draft.colors[key]}
                  error={errors[`colors.${key}`]}
                  onChange={(v) => setColor(key, v)}
                />
              ))}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Type and shape</CardTitle>
              <CardDescription>Fonts installed on your readers’ devices.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              {(['heading', 'body', 'mono'] as const).map((key) => (
                <FormField
                  key={key}
                  label={
                    key === 'heading'
                      ? 'Heading font'
                      : key === 'body'
                        ? 'Body font'
                        : 'Monospace font'
                  }
                  error={errors[`fonts.${key}`]}
                >
                  <NativeSelect
                    value={draft.fonts[key]}
                    onChange={(e) => setFont(key, e.target.value)}
                  >
                    {FONT_KEYS.map((f) => (
                      <option key={f} value={f}>
                        {FONT_STACKS[f].label}
                      </option>
                    ))}
                  </NativeSelect>
                </FormField>
              ))}
              <FormField label="Border radius" error={errors.borderRadius}>
                <NativeSelect
                  value={draft.borderRadius}
                  onChange={(e) =>
                    set('borderRadius', e.target.value as WhiteLabelFields['borderRadius'])
                  }
                >
                  {BORDER_RADII.map((r) => (
                    <option key={r} value={r}>
                      {`${RADIUS_LABELS[r]} (${BORDER_RADIUS_VALUES[r]})`}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField
                label="Density"
                error={errors.density}
                hint="Spacing inside and between elements."
              >
                <NativeSelect
                  value={draft.density}
                  onChange={(e) => set('density', e.target.value as WhiteLabelFields['density'])}
                >
                  {DENSITIES.map((d) => (
                    <option key={d} value={d}>
                      {DENSITY_LABELS[d]}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Custom CSS</CardTitle>
              <CardDescription>
                Applied to the page content only (every rule is scoped under{' '}
                <code>{WHITE_LABEL_SCOPE}</code>). Colour, background, border, shadow and type
                properties are kept; @import, addresses off this site, scripts and anything that
                hides, moves or lays out are removed when you save.
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-3">
              <FormField
                label="Custom CSS"
                error={errors.customCSS}
                aside={
                  <span className="text-xs text-muted-foreground">
                    {draft.customCSS.length.toLocaleString('en-US')} /{' '}
                    {WHITE_LABEL_LIMITS.customCss.toLocaleString('en-US')}
                  </span>
                }
              >
                <Textarea
                  rows={8}
                  spellCheck={false}
                  className="font-mono text-xs"
                  value={draft.customCSS}
                  placeholder=".card h2 { letter-spacing: 0.02em; }"
                  onChange={(e) => set('customCSS', e.target.value)}
                />
              </FormField>
              {removed && removed.length > 0 && (
                <Alert title="The sanitiser removed">
                  <ul className="mt-1 list-disc space-y-0.5 pl-5 text-xs" aria-label="Removed CSS">
                    {removed.map((line, i) => (
                      <li key={i}>{line}</li>
                    ))}
                  </ul>
                </Alert>
              )}
              {removed && removed.length === 0 && draft.customCSS.trim() && (
                <p className="text-xs text-muted-foreground">Nothing was removed from your CSS.</p>
              )}
            </CardContent>
          </Card>
        </fieldset>

        {canEdit && (
          <div className="flex flex-col-reverse gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
            {confirmReset ? (
              <div
                className="flex flex-wrap items-center gap-2"
                role="group"
                aria-label="Confirm reset"
              >
                <span className="text-sm">Delete the kit, its logo and favicon?</span>
                <Button
                  type="button"
                  variant="destructive"
                  size="sm"
                  onClick={onReset}
                  disabled={reset.isPending}
                >
                  Yes, reset
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => setConfirmReset(false)}
                >
                  Cancel
                </Button>
              </div>
            ) : (
              <Button
                type="button"
                variant="outline"
                onClick={() => setConfirmReset(true)}
                disabled={!state.customized || reset.isPending}
              >
                <RotateCcw className="size-4" aria-hidden="true" /> Reset to defaults
              </Button>
            )}
            <Button type="submit" disabled={save.isPending}>
              <Save className="size-4" aria-hidden="true" />
              {save.isPending ? 'Saving...' : 'Save white label'}
            </Button>
          </div>
        )}
      </form>

      <aside aria-label="Live preview" className="min-w-0 lg:sticky lg:top-24 lg:self-start">
        <h2 className="mb-2 text-sm font-medium text-muted-foreground">Live preview</h2>
        <ThemePreview kit={previewKit} />
      </aside>
    </div>
  );
}

/** The draft's fields that are valid now; an unfinished hex keeps the last good colour. */
function previewable(draft: WhiteLabelFields): Partial<WhiteLabelKit> {
  const ok = (v: string, fallback: string) => (HEX.test(v) ? v : fallback);
  const d = DEFAULT_WHITE_LABEL;
  return {
    primaryColor: ok(draft.primaryColor, d.primaryColor),
    secondaryColor: ok(draft.secondaryColor, d.secondaryColor),
    accentColor: ok(draft.accentColor, d.accentColor),
    colors: Object.fromEntries(
      Object.entries(draft.colors).map(([k, v]) => [k, ok(v, d.colors[k as PaletteKey])]),
    ) as WhiteLabelKit['colors'],
    fonts: draft.fonts,
    borderRadius: draft.borderRadius,
    density: draft.density,
    companyName: draft.companyName.trim(),
  };
}

function ColorField({
  label,
  hint,
  value,
  error,
  onChange,
}: {
  label: string;
  hint?: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label} hint={hint} error={error}>
      <ColorInputs label={label} value={value} onChange={onChange} />
    </FormField>
  );
}

/** A colour picker beside its hex text; the text input takes FormField's id and label. */
function ColorInputs({
  label,
  value,
  onChange,
  ...field
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  return (
    <div className="flex items-center gap-2">
      <input
        type="color"
        aria-label={`${label} picker`}
        className="h-9 w-11 shrink-0 cursor-pointer rounded-md border bg-card p-1 disabled:cursor-not-allowed"
        value={HEX.test(value) ? value.toLowerCase() : '#000000'}
        onChange={(e) => onChange(e.target.value.toUpperCase())}
      />
      <Input
        {...field}
        value={value}
        maxLength={7}
        spellCheck={false}
        className="font-mono uppercase"
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

const ASSET_TEXT: Record<WhiteLabelAsset, { label: string; hint: string; accept: string }> = {
  logo: {
    label: 'Logo',
    hint: 'PNG, JPEG or WebP, up to 1 MB. SVG is not accepted.',
    accept: 'image/png,image/jpeg,image/webp',
  },
  favicon: {
    label: 'Favicon',
    hint: 'PNG, ICO, JPEG or WebP, up to 256 KB.',
    accept: 'image/png,image/x-icon,image/vnd.microsoft.icon,image/jpeg,image/webp,.ico',
  },
};

function AssetField({
  asset,
  state,
  canEdit,
}: {
  asset: WhiteLabelAsset;
  state: WhiteLabelState;
  canEdit: boolean;
}) {
  const upload = useUploadWhiteLabelAsset();
  const remove = useDeleteWhiteLabelAsset();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const current = state.kit[asset];
  const text = ASSET_TEXT[asset];
  const inputId = `white-label-${asset}`;

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setError(null);
    upload.mutate(
      { asset, file },
      {
        onSuccess: () => toast.success(`${text.label} uploaded`),
        onError: (err) => setError(err.message),
      },
    );
  };

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        {text.label}
      </label>
      <div className="flex min-h-20 items-center justify-center rounded-md border border-dashed bg-muted/40 p-3">
        {current ? (
          <img
            src={current.url}
            alt={`Current ${asset}`}
            className={asset === 'logo' ? 'max-h-14 max-w-full object-contain' : 'size-8'}
          />
        ) : (
          <span className="text-xs text-muted-foreground">No {asset} yet</span>
        )}
      </div>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={text.accept}
        className="sr-only"
        onChange={onFile}
        disabled={!canEdit || upload.isPending}
        aria-describedby={`${inputId}-hint`}
      />
      {canEdit && (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
          >
            <ImageUp className="size-4" aria-hidden="true" />
            {upload.isPending ? 'Uploading...' : current ? `Replace ${asset}` : `Upload ${asset}`}
          </Button>
          {current && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(asset, {
                  onSuccess: () => toast.success(`${text.label} removed`),
                  onError: (err) => setError(err.message),
                })
              }
            >
              <Trash2 className="size-4" aria-hidden="true" /> Remove {asset}
            </Button>
          )}
        </div>
      )}
      <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
        {text.hint}
      </p>
      {error && (
        <p role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** A sample header, card and buttons under the draft's variables, inside the preview only. */
export function ThemePreview({ kit }: { kit: WhiteLabelKit }) {
  const style = themeVariables(kit) as CSSProperties;
  const heading = { fontFamily: FONT_STACKS[kit.fonts.heading].css };
  return (
    <div
      data-testid="white-label-preview"
      style={{ ...style, fontFamily: FONT_STACKS[kit.fonts.body].css }}
      className="overflow-hidden rounded-lg border bg-background text-foreground shadow-sm"
    >
      <div className="flex items-center gap-2 border-b bg-card px-4 py-3">
        {kit.logo ? (
          <img src={kit.logo.url} alt="" className="h-7 w-auto max-w-24 object-contain" />
        ) : (
          <span className="flex size-7 items-center justify-center rounded-md bg-primary text-xs font-bold text-primary-foreground">
            {(kit.companyName || 'Your agency').charAt(0).toUpperCase()}
          </span>
        )}
        <span className="truncate font-semibold" style={heading}>
          {kit.companyName || 'Your agency'}
        </span>
        <span className="ml-auto rounded-md px-2 py-1 text-xs text-muted-foreground">
          Dashboard
        </span>
      </div>
      <div className="space-y-4 bg-muted p-4">
        <div className="space-y-3 rounded-lg border bg-card p-4">
          <h3 className="text-lg font-semibold" style={heading}>
            Spring campaign results
          </h3>
          <p className="text-sm text-muted-foreground">
            Conversions rose 18% against last month, led by paid search.
          </p>
          <p className="text-sm">
            Report <code style={{ fontFamily: FONT_STACKS[kit.fonts.mono].css }}>Q2-042</code> is
            ready for review.
          </p>
          <div className="flex flex-wrap gap-2">
            <span className="inline-flex items-center rounded-md bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
              Active
            </span>
            <span className="inline-flex items-center rounded-md bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
              On track
            </span>
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              tabIndex={-1}
              aria-hidden="true"
              className="rounded-md bg-primary px-3 py-1.5 text-sm font-medium text-primary-foreground"
            >
              View report
            </button>
            <button
              type="button"
              tabIndex={-1}
              aria-hidden="true"
              className="rounded-md border bg-secondary px-3 py-1.5 text-sm font-medium text-secondary-foreground"
            >
              Share
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}
