import { useParams } from 'react-router';
import { usePermission } from '@/web/lib/use-permission';
import { MessageThread } from '@/web/features/portal/components/message-thread';
import { ClientPage } from './client-page';
import { possessive } from '@/shared/possessive';

/** /clients/{id}/messages: the agency's thread with the client's portal users. */
export default function ClientMessagesPage() {
  const { clientId = '' } = useParams();
  const canWrite = usePermission('content:write');
  return (
    <ClientPage
      clientId={clientId}
      title="Messages"
      description={(client) =>
        `The thread with ${possessive(client.name, '’')} portal users. They are e-mailed when you write, and you are when they do.`
      }
    >
      {(client) => (
        <MessageThread
          clientId={client.id}
          side="agency"
          otherParty={client.name}
          canWrite={canWrite}
        />
      )}
    </ClientPage>
  );
}
