import { useOutletContext } from 'react-router';
import type { Client } from '@/shared/clients';

/** What the client workspace layout hands its pages: the loaded client. */
export type WorkspaceOutlet = { client: Client };

export const useWorkspaceClient = () => useOutletContext<WorkspaceOutlet>().client;
