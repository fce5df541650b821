import { useParams } from 'react-router';
import { ScopedAnalytics } from './scoped';

/** /analytics/client/{clientId}: one client's figures ("Client not found" for others'). */
export default function AnalyticsClientPage() {
  const { clientId = '' } = useParams();
  return <ScopedAnalytics key={clientId} type="client" id={clientId} />;
}
