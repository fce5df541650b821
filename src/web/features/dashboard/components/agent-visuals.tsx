import {
  Building2,
  CalendarRange,
  ChartLine,
  Compass,
  FileText,
  HeartHandshake,
  Megaphone,
  PenLine,
  PiggyBank,
  Settings2,
  Sparkles,
  Swords,
  Target,
  Users,
  Workflow,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { createElement } from 'react';
import { agentById } from '@/shared/agents';

const ICONS: Record<string, LucideIcon> = {
  quick_start: Zap,
  strategy: Target,
  persona: Users,
  marketing_strategy: Compass,
  content: PenLine,
  'campaign-planning': CalendarRange,
  'performance-intelligence': ChartLine,
  'competitive-intelligence': Swords,
  'client-success': HeartHandshake,
  'roi-budget': PiggyBank,
  // Recommendations that are a form rather than an agent run.
  business_context: Settings2,
  campaigns: Megaphone,
  documents: FileText,
  clients: Building2,
  workflows: Workflow,
};

const LABELS: Record<string, string> = {
  business_context: 'Workspace',
  campaigns: 'Campaigns',
  documents: 'Documents',
  clients: 'Clients',
  workflows: 'Workflows',
};

/** The agent's icon (decorative: the agent is always named beside it). */
export function AgentIcon({ type, className }: { type: string; className?: string }) {
  return createElement(ICONS[type] ?? Sparkles, { className, 'aria-hidden': true });
}

/** The catalogue's short name ('Strategy'), or what a non-agent step is about. */
export const agentLabel = (type: string): string =>
  agentById(type)?.shortName ??
  LABELS[type] ??
  type.replace(/[-_]/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
