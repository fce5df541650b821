import { FolderKanban, LayoutDashboard, Layers, type LucideIcon } from 'lucide-react';
import { paths } from '@/web/config/paths';

/** The header's top-level destinations (seed 000 §2.3); the Agents menu sits between Campaigns and Outputs. */
export type NavItem = { label: string; to: string; icon: LucideIcon };

export const PRIMARY_NAV: readonly NavItem[] = [
  { label: 'Dashboard', to: paths.dashboard, icon: LayoutDashboard },
  { label: 'Campaigns', to: '/campaigns', icon: FolderKanban },
];

export const OUTPUTS_NAV: NavItem = { label: 'Outputs', to: '/outputs', icon: Layers };

export const WHITE_LABEL_PATH = '/settings/white-label';
