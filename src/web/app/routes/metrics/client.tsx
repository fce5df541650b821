import { useState } from 'react';
import { useParams } from 'react-router';
import type { Days } from '@/web/features/metrics/api/metrics';
import { MetricsPage } from './metrics-page';
import { DaysPicker, SeriesBody } from './series-body';

/** /metrics/client/:clientId: all of one client's campaigns, added up. */
export default function ClientMetricsPage() {
  const { clientId = '' } = useParams();
  const [days, setDays] = useState<Days>(30);
  return (
    <MetricsPage
      title="Client metrics"
      description="Every campaign of the client added up: daily results, totals, ratios and your custom metrics."
    >
      <DaysPicker days={days} onChange={setDays} />
      <SeriesBody
        scope={{ kind: 'client', id: clientId }}
        days={days}
        notFoundTitle="Client not found"
      />
    </MetricsPage>
  );
}
