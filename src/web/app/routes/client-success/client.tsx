import { useParams } from 'react-router';
import { ClientHealthView } from './client-view';
import { ClientSuccessFrame } from './parts';

/** /client-success/client/{clientId}: one client's health and what to do about it. */
export default function ClientSuccessClientPage() {
  const { clientId = '' } = useParams();
  return (
    <ClientSuccessFrame
      title="Client health"
      description="One client's score, what it is made of, its churn risk and what to do next."
    >
      <ClientHealthView clientId={clientId} />
    </ClientSuccessFrame>
  );
}
