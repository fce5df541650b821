import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { OUTPUT_AGENT_OPTIONS } from '@/shared/agents';
import { Button } from '@/web/components/ui/button';
import { Input, NativeSelect } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { OUTPUT_TYPE_OPTIONS } from '../lib/output-labels';

export type OutputFilterValues = {
  q: string;
  agent: string;
  type: string;
  campaign: string;
  saved: '' | 'true' | 'false';
};
export const EMPTY_FILTERS: OutputFilterValues = {
  q: '',
  agent: '',
  type: '',
  campaign: '',
  saved: '',
};

type Props = {
  value: OutputFilterValues;
  onChange: (next: OutputFilterValues) => void;
  campaigns: { id: string; name: string }[];
  /** Filters a pre-filtered page fixes (/outputs/saved, /outputs/agent/{type}, /outputs/campaign/{id}). */
  locked?: Partial<Record<keyof OutputFilterValues, boolean>>;
  /** Milliseconds to wait after typing before searching. */
  debounceMs?: number;
};

/** Search and filters of the outputs list; the search waits for a pause in typing. */
export function OutputFilters({
  value,
  onChange,
  campaigns,
  locked = {},
  debounceMs = 300,
}: Props) {
  const id = useId();
  const [q, setQ] = useState(value.q);
  // The search text last seen from (or sent to) the parent: a change from elsewhere (Clear,
  // navigation) replaces the box's text, but our own debounced update must not wipe what was
  // typed after it was scheduled.
  const [lastQ, setLastQ] = useState(value.q);
  if (value.q !== lastQ) {
    setLastQ(value.q);
    setQ(value.q);
  }
  useEffect(() => {
    if (q === value.q) return;
    // A click on a result leaves the page while its next page may still be loading, with this
    // list still on screen: the search must then not pull the user back to the list.
    const scheduledAt = window.location.pathname;
    const timer = setTimeout(() => {
      if (window.location.pathname !== scheduledAt) return;
      setLastQ(q);
      onChange({ ...value, q });
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [q, value, onChange, debounceMs]);

  const set = (key: keyof OutputFilterValues) => (e: { target: { value: string } }) =>
    onChange({ ...value, q, [key]: e.target.value });
  const active = (Object.keys(value) as (keyof OutputFilterValues)[]).some(
    (k) => !locked[k] && (k === 'q' ? q : value[k]),
  );

  return (
    <div
      role="search"
      className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <div className="space-y-1.5 sm:col-span-2 lg:col-span-1">
        <Label htmlFor={`${id}-q`}>Search outputs</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={`${id}-q`}
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder="Title, summary or content"
            className="pl-9"
            maxLength={200}
          />
        </div>
      </div>
      {!locked.agent && (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-agent`}>Agent</Label>
          <NativeSelect id={`${id}-agent`} value={value.agent} onChange={set('agent')}>
            <option value="">All agents</option>
            {OUTPUT_AGENT_OPTIONS.map((a) => (
              <option key={a.id} value={a.id}>
                {a.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-type`}>Type</Label>
        <NativeSelect id={`${id}-type`} value={value.type} onChange={set('type')}>
          <option value="">All types</option>
          {OUTPUT_TYPE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      {!locked.campaign && (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-campaign`}>Campaign</Label>
          <NativeSelect id={`${id}-campaign`} value={value.campaign} onChange={set('campaign')}>
            <option value="">All campaigns</option>
            {campaigns.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      {!locked.saved && (
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-saved`}>Saved</Label>
          <NativeSelect id={`${id}-saved`} value={value.saved} onChange={set('saved')}>
            <option value="">All</option>
            <option value="true">Saved only</option>
            <option value="false">Not saved</option>
          </NativeSelect>
        </div>
      )}
      {active && (
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            const cleared = { ...value };
            for (const k of Object.keys(cleared) as (keyof OutputFilterValues)[])
              if (!locked[k]) cleared[k] = '' as never;
            setQ(cleared.q);
            onChange(cleared);
          }}
        >
          <X aria-hidden="true" /> Clear
        </Button>
      )}
    </div>
  );
}
