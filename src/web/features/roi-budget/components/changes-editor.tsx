/** Budget changes per campaign or primary channel, as rows of a target and a percentage. */
import { Plus, Trash2 } from 'lucide-react';
import { MAX_SCENARIO_CHANGES, type ScenarioChangeInput } from '@/shared/roi-budget';
import { SCENARIO_MAX_CHANGE, SCENARIO_MIN_CHANGE } from '@/shared/roi-math';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input, NativeSelect } from '@/web/components/ui/input';

export type ChangeTargets = {
  campaigns: { id: string; name: string }[];
  channels: string[];
};

export type ChangeRow = { key: number; target: string; percent: string };

/** "campaign:<id>" or "channel:<name>" in the select; back to a change on submit. */
export function toChanges(rows: ChangeRow[]): ScenarioChangeInput[] | string {
  if (rows.length === 0) return 'Add at least one budget change';
  const changes: ScenarioChangeInput[] = [];
  for (const [i, row] of rows.entries()) {
    const [kind, ...rest] = row.target.split(':');
    const target = rest.join(':');
    if (!target) return `Change ${i + 1}: choose a campaign or channel`;
    const value = Number(row.percent.replace(/[%\s+]/g, ''));
    if (!row.percent.trim() || !Number.isFinite(value))
      return `Change ${i + 1}: enter a percentage such as 20 or -15`;
    if (value < SCENARIO_MIN_CHANGE || value > SCENARIO_MAX_CHANGE)
      return `Change ${i + 1}: keep it from ${SCENARIO_MIN_CHANGE}% to +${SCENARIO_MAX_CHANGE}%`;
    changes.push({
      target_type: kind === 'channel' ? 'channel' : 'campaign',
      target,
      change_percentage: value,
    });
  }
  return changes;
}

export function ChangesEditor({
  rows,
  onChange,
  targets,
  error,
}: {
  rows: ChangeRow[];
  onChange: (rows: ChangeRow[]) => void;
  targets: ChangeTargets;
  error?: string | undefined;
}) {
  const update = (key: number, patch: Partial<ChangeRow>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">Budget changes</legend>
      <p className="text-xs text-muted-foreground">
        Raise or lower a running campaign, or every campaign of a primary channel, by a percentage.
        A campaign change overrides its channel's.
      </p>
      <ul className="space-y-3">
        {rows.map((row, i) => (
          <li key={row.key} className="grid items-end gap-2 sm:grid-cols-[1fr_9rem_auto]">
            <FormField label={`Change ${i + 1}: campaign or channel`}>
              <NativeSelect
                value={row.target}
                onChange={(e) => update(row.key, { target: e.target.value })}
              >
                <option value="">Choose…</option>
                <optgroup label="Campaigns">
                  {targets.campaigns.map((c) => (
                    <option key={c.id} value={`campaign:${c.id}`}>
                      {c.name}
                    </option>
                  ))}
                </optgroup>
                <optgroup label="Primary channels">
                  {targets.channels.map((c) => (
                    <option key={c} value={`channel:${c}`}>
                      {c}
                    </option>
                  ))}
                </optgroup>
              </NativeSelect>
            </FormField>
            <FormField label={`Change ${i + 1}: percent`}>
              <Input
                inputMode="decimal"
                value={row.percent}
                placeholder="e.g. 20 or -15"
                onChange={(e) => update(row.key, { percent: e.target.value })}
              />
            </FormField>
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label={`Remove change ${i + 1}`}
              onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={rows.length >= MAX_SCENARIO_CHANGES}
        onClick={() =>
          onChange([
            ...rows,
            { key: Math.max(0, ...rows.map((r) => r.key)) + 1, target: '', percent: '' },
          ])
        }
      >
        <Plus aria-hidden="true" /> Add a change
      </Button>
    </fieldset>
  );
}
