/** A saved report's form: name, metrics, grouping, period, filters and e-mail delivery. */
import { useState, type FormEvent } from 'react';
import {
  CUSTOM_METRIC_PREFIX,
  REPORT_DELIVERIES,
  REPORT_GROUPINGS,
  REPORT_METRICS,
  REPORT_PERIODS,
  type MetricReport,
  type MetricReportInput,
  type ReportDelivery,
  type ReportGrouping,
  type ReportPeriod,
} from '@/shared/metrics';
import { Button } from '@/web/components/ui/button';
import { FormField } from '@/web/components/ui/form-field';
import { Input, NativeSelect } from '@/web/components/ui/input';
import { useMe } from '@/web/lib/me';
import {
  useCampaignChoices,
  useClientChoices,
  useCustomMetrics,
  useSaveReport,
  useTeammates,
} from '../api/metrics';

function CheckboxGroup({
  legend,
  options,
  selected,
  onChange,
  empty,
}: {
  legend: string;
  options: { id: string; label: string }[];
  selected: string[];
  onChange: (next: string[]) => void;
  empty?: string;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{legend}</legend>
      {options.length === 0 ? (
        <p className="text-xs text-muted-foreground">{empty}</p>
      ) : (
        <div className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
          {options.map((option) => (
            <label key={option.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={selected.includes(option.id)}
                onChange={(e) =>
                  onChange(
                    e.target.checked
                      ? [...selected, option.id]
                      : selected.filter((id) => id !== option.id),
                  )
                }
              />
              {option.label}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

export function ReportForm({
  report,
  onSaved,
  onCancel,
}: {
  report?: MetricReport;
  onSaved: (report: MetricReport) => void;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(report?.name ?? '');
  const [metrics, setMetrics] = useState<string[]>(
    report?.metrics ?? ['impressions', 'clicks', 'ctr', 'spend_cents', 'revenue_cents', 'roas'],
  );
  const [grouping, setGrouping] = useState<ReportGrouping>(report?.grouping ?? 'day');
  const [period, setPeriod] = useState<ReportPeriod>(report?.period ?? 'last_30');
  const [from, setFrom] = useState(report?.period_from ?? '');
  const [to, setTo] = useState(report?.period_to ?? '');
  const [campaignIds, setCampaignIds] = useState<string[]>(report?.campaign_ids ?? []);
  const [clientId, setClientId] = useState(report?.client_id ?? '');
  const [channel, setChannel] = useState(report?.channel ?? '');
  const [delivery, setDelivery] = useState<ReportDelivery>(report?.delivery ?? 'none');
  const [recipients, setRecipients] = useState<string[]>(report?.recipients ?? []);
  const custom = useCustomMetrics();
  const campaigns = useCampaignChoices();
  const me = useMe();
  const clients = useClientChoices(me.data?.organization?.type === 'AGENCY');
  const team = useTeammates();
  const save = useSaveReport();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input: MetricReportInput = {
      name,
      metrics,
      grouping,
      period,
      period_from: period === 'custom' ? from || null : null,
      period_to: period === 'custom' ? to || null : null,
      campaign_ids: campaignIds,
      client_id: clientId || null,
      channel: channel.trim() || null,
      delivery,
      recipients: delivery === 'none' ? [] : recipients,
    };
    save.mutate({ id: report?.id, input }, { onSuccess: onSaved });
  };

  const metricOptions = [
    ...Object.entries(REPORT_METRICS).map(([id, label]) => ({ id, label })),
    ...(custom.data ?? []).map((m) => ({ id: `${CUSTOM_METRIC_PREFIX}${m.id}`, label: m.name })),
  ];
  return (
    <form
      onSubmit={submit}
      className="space-y-5"
      aria-label={report ? 'Edit report' : 'New report'}
    >
      <FormField label="Report name">
        <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={120} required />
      </FormField>
      <CheckboxGroup
        legend="Metrics"
        options={metricOptions}
        selected={metrics}
        onChange={setMetrics}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Group by">
          <NativeSelect
            value={grouping}
            onChange={(e) => setGrouping(e.target.value as ReportGrouping)}
          >
            {Object.entries(REPORT_GROUPINGS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Period">
          <NativeSelect value={period} onChange={(e) => setPeriod(e.target.value as ReportPeriod)}>
            {Object.entries(REPORT_PERIODS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {period === 'custom' && (
          <>
            <FormField label="From">
              <Input type="date" value={from} onChange={(e) => setFrom(e.target.value)} required />
            </FormField>
            <FormField label="To">
              <Input type="date" value={to} onChange={(e) => setTo(e.target.value)} required />
            </FormField>
          </>
        )}
      </div>
      <CheckboxGroup
        legend="Campaigns (none chosen: all)"
        options={(campaigns.data ?? []).map((c) => ({ id: c.id, label: c.name }))}
        selected={campaignIds}
        onChange={setCampaignIds}
        empty={campaigns.isPending ? 'Loading campaigns...' : 'No campaigns yet.'}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {(clients.data?.length ?? 0) > 0 && (
          <FormField label="Client">
            <NativeSelect value={clientId} onChange={(e) => setClientId(e.target.value)}>
              <option value="">All clients</option>
              {(clients.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        )}
        <FormField label="Channel" hint="A marketing channel of the campaigns, e.g. Email.">
          <Input value={channel} onChange={(e) => setChannel(e.target.value)} maxLength={80} />
        </FormField>
        <FormField label="E-mail delivery">
          <NativeSelect
            value={delivery}
            onChange={(e) => setDelivery(e.target.value as ReportDelivery)}
          >
            {Object.entries(REPORT_DELIVERIES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {delivery !== 'none' && (
        <CheckboxGroup
          legend="E-mail to"
          options={(team.data ?? []).map((m) => ({
            id: m.user_id,
            label: `${m.name} (${m.email})`,
          }))}
          selected={recipients}
          onChange={setRecipients}
          empty={team.isPending ? 'Loading teammates...' : 'No teammates to choose from.'}
        />
      )}
      {save.error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {save.error.message}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {report ? 'Save changes' : 'Save report'}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
