import {
  BarChart3,
  FileText,
  FolderKanban,
  LayoutDashboard,
  Layers,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/web/config/paths';

/** The header's top-level destinations (seed 000 §2.3); the Agents menu sits between Campaigns and Outputs. */
export type NavItem = { label: string; to: string; icon: LucideIcon };

export const PRIMARY_NAV: readonly NavItem[] = [
  { label: 'Dashboard', to: paths.dashboard, icon: LayoutDashboard },
  { label: 'Campaigns', to: '/campaigns', icon: FolderKanban },
];

export const OUTPUTS_NAV: NavItem = { label: 'Outputs', to: '/outputs', icon: Layers };

/** The sections beside the agents: at the foot of the Agents menu and in the phone menu. */
export const TOOLS_NAV: readonly NavItem[] = [
  { label: 'Analytics', to: '/analytics', icon: BarChart3 },
  { label: 'Documents', to: '/documents', icon: FileText },
  { label: 'Workflows', to: '/workflow', icon: Workflow },
];
export const TOOLS_LABEL = 'Workspace';

export const WHITE_LABEL_PATH = '/settings/white-label';
