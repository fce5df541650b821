import {
  CalendarRange,
  ChartLine,
  HeartHandshake,
  Megaphone,
  PenLine,
  PiggyBank,
  Radar,
  Rocket,
  Target,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { AgentType } from '@/shared/agents';

export const AGENT_ICONS: Record<AgentType, LucideIcon> = {
  quick_start: Rocket,
  strategy: Target,
  persona: Users,
  marketing_strategy: Megaphone,
  content: PenLine,
  'campaign-planning': CalendarRange,
  'performance-intelligence': ChartLine,
  'competitive-intelligence': Radar,
  'client-success': HeartHandshake,
  'roi-budget': PiggyBank,
  'quick-wins': Zap,
};
