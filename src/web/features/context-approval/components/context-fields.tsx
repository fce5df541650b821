import { COMPANY_SIZES, INDUSTRIES } from '@/shared/constants';
import {
  CONTEXT_FIELD_LABELS,
  CONTEXT_LIST_FIELDS,
  CONTEXT_TEXT_FIELDS,
  type ContextTextField,
  type ExtractedContext,
} from '@/shared/context-extraction';
import { FormField } from '@/web/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@/web/components/ui/input';

/** The extracted facts as a definition list; fields that were not found are left out. */
export function ContextSummary({ context }: { context: ExtractedContext }) {
  const rows = [
    ...CONTEXT_TEXT_FIELDS.filter((f) => context[f]).map((f) => [f, context[f] as string] as const),
    ...CONTEXT_LIST_FIELDS.filter((f) => context[f]?.length).map(
      (f) => [f, (context[f] ?? []).join(', ')] as const,
    ),
  ];
  if (rows.length === 0)
    return <p className="text-sm text-muted-foreground">No details left to save.</p>;
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
      {rows.map(([field, value]) => (
        <div key={field} className="contents">
          <dt className="font-medium text-muted-foreground">{CONTEXT_FIELD_LABELS[field]}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const SELECTS: Partial<Record<ContextTextField, readonly string[]>> = {
  industry: INDUSTRIES,
  companySize: COMPANY_SIZES,
};
const LONG: ContextTextField[] = ['description', 'targetMarket', 'uniqueValue'];

/** Every field as a labelled input; list fields take one item per line. */
export function ContextEditor({
  value,
  onChange,
}: {
  value: ExtractedContext;
  onChange: (next: ExtractedContext) => void;
}) {
  const set = (field: string, next: unknown) => onChange({ ...value, [field]: next });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {CONTEXT_TEXT_FIELDS.map((field) => {
        const options = SELECTS[field];
        const current = (value[field] as string | undefined) ?? '';
        return (
          <FormField
            key={field}
            label={CONTEXT_FIELD_LABELS[field]}
            className={LONG.includes(field) ? 'sm:col-span-2' : undefined}
          >
            {options ? (
              <NativeSelect value={current} onChange={(event) => set(field, event.target.value)}>
                <option value="">Not set</option>
                {options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </NativeSelect>
            ) : LONG.includes(field) ? (
              <Textarea
                rows={2}
                className="min-h-16"
                value={current}
                onChange={(event) => set(field, event.target.value)}
              />
            ) : (
              <Input value={current} onChange={(event) => set(field, event.target.value)} />
            )}
          </FormField>
        );
      })}
      {CONTEXT_LIST_FIELDS.map((field) => (
        <FormField key={field} label={CONTEXT_FIELD_LABELS[field]} hint="One per line">
          <Textarea
            rows={3}
            className="min-h-20"
            value={(value[field] ?? []).join('\n')}
            onChange={(event) => set(field, event.target.value.split('\n'))}
          />
        </FormField>
      ))}
    </div>
  );
}

/** Trims the edited values; blank list lines are dropped. */
export function cleanContext(context: ExtractedContext): ExtractedContext {
  const out: Record<string, unknown> = {};
  for (const field of CONTEXT_TEXT_FIELDS) {
    const v = context[field]?.trim();
    if (v) out[field] = v;
  }
  for (const field of CONTEXT_LIST_FIELDS) {
    const items = (context[field] ?? []).map((item) => item.trim()).filter(Boolean);
    if (items.length) out[field] = items;
  }
  return out as ExtractedContext;
}
