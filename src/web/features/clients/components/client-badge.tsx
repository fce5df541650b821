import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { useClient } from '../api/get-client';

/** 'Client: {name}' on a piece of work filed under an agency client, linking to its workspace. */
export function ClientBadge({ clientId }: { clientId: string }) {
  const client = useClient(clientId);
  if (!client.data) return null;
  return (
    <Link
      to={`/clients/${client.data.id}`}
      className="inline-flex items-center gap-1 rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-semibold text-primary hover:underline"
    >
      <Building2 className="size-3" aria-hidden="true" /> Client: {client.data.name}
    </Link>
  );
}
