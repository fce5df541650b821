import { useState } from 'react';
import { useParams } from 'react-router';
import type { Days } from '@/web/features/metrics/api/metrics';
import { MetricsPage } from './metrics-page';
import { DaysPicker, SeriesBody } from './series-body';

/** /metrics/campaign/:campaignId: one campaign's series, totals and custom metrics. */
export default function CampaignMetricsPage() {
  const { campaignId = '' } = useParams();
  const [days, setDays] = useState<Days>(30);
  return (
    <MetricsPage
      title="Campaign metrics"
      description="The campaign's daily results, totals, ratios and your custom metrics."
    >
      <DaysPicker days={days} onChange={setDays} />
      <SeriesBody
        scope={{ kind: 'campaign', id: campaignId }}
        days={days}
        notFoundTitle="Campaign not found"
      />
    </MetricsPage>
  );
}
