import { Command } from 'cmdk';
import {
  BarChart3,
  FileText,
  FileUp,
  FolderKanban,
  FolderPlus,
  Layers,
  LayoutDashboard,
  type LucideIcon,
  MessageSquare,
  Radar,
  Rocket,
  Search,
  Settings,
  Sparkles,
  User,
  UserSearch,
  Workflow,
  Zap,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { AgentEntry } from '@/shared/agents';
import { useRunTime } from '@/web/lib/agents';
import { QUICK_WIN_STORAGE_KEY, QUICK_WIN_TEMPLATES } from '@/shared/dashboard';
import { formatRelativeTime } from '@/shared/format';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/web/components/ui/dialog';
import { Spinner } from '@/web/components/ui/spinner';
import { paths } from '@/web/config/paths';
import { usePermission } from '@/web/lib/use-permission';
import { useRecentOutputs } from '@/web/features/dashboard/api/get-recent-outputs';
import { agentLabel } from '@/web/features/outputs/lib/output-labels';
import { AGENT_ICONS } from './agent-icons';
import { LockedBadge } from './locked-badge';
import { modifierLabel } from './platform';
import { openQuickStart } from '@/web/lib/app-events';
import { NO_RESULTS } from './palette-text';
import { SHORTCUT_HELP } from './shortcuts';
import { useAgentAccess } from './use-agent-access';
import { useOpenAgent } from './use-open-agent';

type QuickAction = {
  label: string;
  icon: LucideIcon;
  run: 'quick-start' | string;
  shortcut?: string;
  /** Creates something: not offered to a role that only reads. */
  writes?: boolean;
};

const QUICK_ACTIONS: readonly QuickAction[] = [
  { label: 'New Campaign', icon: FolderPlus, run: '/campaigns/new', writes: true },
  { label: 'Quick Start', icon: Rocket, run: 'quick-start', writes: true },
  { label: 'Dashboard', icon: LayoutDashboard, run: paths.dashboard, shortcut: 'H' },
  { label: 'Campaigns', icon: FolderKanban, run: '/campaigns' },
  { label: 'Outputs', icon: Layers, run: '/outputs' },
  // Not in the header (seed 000 §2.3 lists its links): reached from here (decision 041).
  { label: 'Analytics', icon: BarChart3, run: '/analytics' },
  { label: 'Quick Wins', icon: Zap, run: '/quick-wins' },
  { label: 'Workflows', icon: Workflow, run: '/workflow' },
  { label: 'Documents', icon: FileText, run: '/documents' },
  { label: 'Upload a document', icon: FileUp, run: '/documents/upload', writes: true },
  { label: 'Profile', icon: User, run: paths.profile, shortcut: ',' },
  { label: 'Settings', icon: Settings, run: '/settings' },
  { label: 'Feedback', icon: MessageSquare, run: '/feedback' },
];

const TEMPLATE_ICONS: Record<(typeof QUICK_WIN_TEMPLATES)[number]['id'], LucideIcon> = {
  'competitor-analysis': Radar,
  'customer-discovery': UserSearch,
};

const itemClass =
  'flex cursor-pointer select-none items-center gap-3 rounded-md px-2 py-2 text-sm outline-none data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground data-[disabled=true]:cursor-not-allowed data-[disabled=true]:opacity-70';
const groupClass =
  '[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:uppercase [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-muted-foreground';

function Kbd({ children }: { children: ReactNode }) {
  return (
    <kbd className="rounded border bg-muted px-1.5 py-0.5 font-sans text-[11px] font-medium text-muted-foreground">
      {children}
    </kbd>
  );
}

/**
 * The palette's dialog and commands (cmdk), loaded apart from the shell, which keeps its open
 * state and shortcut (./command-palette).
 */
export default function PaletteDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="top-[10vh] max-w-xl translate-y-0 gap-0 overflow-hidden p-0 sm:top-[15vh]">
        <DialogTitle className="sr-only">Command palette</DialogTitle>
        <DialogDescription className="sr-only">
          Search pages, agents, recent outputs and templates.
        </DialogDescription>
        {open && <PaletteCommands close={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function PaletteCommands({ close }: { close: () => void }) {
  const navigate = useNavigate();
  const canWrite = usePermission('content:write');
  const { agents } = useAgentAccess();
  const openAgent = useOpenAgent();
  const outputs = useRecentOutputs(5);
  const mod = modifierLabel();

  const run = (action: () => void) => {
    close();
    action();
  };
  const go = (to: string) => run(() => void navigate(to));

  // The agent page reads the chosen template from browser storage (seed 000 §2.7).
  const chooseTemplate = (template: (typeof QUICK_WIN_TEMPLATES)[number]) => {
    localStorage.setItem(QUICK_WIN_STORAGE_KEY, template.id);
    go(template.path);
  };

  const actions = QUICK_ACTIONS.filter((a) => canWrite || !a.writes);

  return (
    <Command label="Search commands" loop className="flex max-h-[min(36rem,80vh)] min-w-0 flex-col">
      <div className="flex items-center gap-2 border-b px-4 pr-12">
        <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <Command.Input
          placeholder="Search pages, agents, outputs…"
          className="h-12 w-full min-w-0 bg-transparent text-sm outline-none placeholder:text-muted-foreground focus-visible:ring-0 focus-visible:ring-offset-0"
        />
      </div>
      <Command.List className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-2 pb-2">
        <Command.Empty className="py-10 text-center text-sm text-muted-foreground">
          {NO_RESULTS}
        </Command.Empty>

        <Command.Group heading="Quick Actions" className={groupClass}>
          {actions.map((action) => (
            <Command.Item
              key={action.label}
              value={action.label}
              className={itemClass}
              onSelect={() => (action.run === 'quick-start' ? run(openQuickStart) : go(action.run))}
            >
              <action.icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="flex-1">{action.label}</span>
              {action.shortcut && (
                <span className="hidden gap-1 sm:flex" aria-hidden="true">
                  <Kbd>{mod}</Kbd>
                  <Kbd>{action.shortcut}</Kbd>
                </span>
              )}
            </Command.Item>
          ))}
        </Command.Group>

        <Command.Group heading="AI Agents" className={groupClass}>
          {agents.map(({ agent, unlocked, requirement }, index) => (
            <AgentCommand
              key={agent.id}
              agent={agent}
              requirement={unlocked ? null : requirement}
              shortcut={index < 9 ? `${index + 1}` : null}
              mod={mod}
              onSelect={() => run(() => openAgent(agent))}
            />
          ))}
        </Command.Group>

        <Command.Group heading="Recent Outputs" className={groupClass}>
          {outputs.isPending && (
            <Command.Loading label="Loading recent outputs">
              <div className="flex items-center gap-2 px-2 py-2 text-sm text-muted-foreground">
                <Spinner className="size-4" /> Loading recent outputs…
              </div>
            </Command.Loading>
          )}
          {outputs.isError && (
            <p className="px-2 py-2 text-sm text-muted-foreground">
              Recent outputs could not be loaded.
            </p>
          )}
          {outputs.data?.length === 0 && (
            <p className="px-2 py-2 text-sm text-muted-foreground">
              No outputs yet: run an agent and save its output.
            </p>
          )}
          {outputs.data?.map((output) => (
            <Command.Item
              key={output.id}
              value={`output ${output.id}`}
              keywords={[output.title, output.agent_type, agentLabel(output.agent_type)]}
              className={itemClass}
              onSelect={() => go(`/outputs/${output.id}`)}
            >
              <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate">{output.title}</span>
              <span className="shrink-0 text-xs text-muted-foreground">
                {agentLabel(output.agent_type)} · {formatRelativeTime(output.created_at)}
              </span>
            </Command.Item>
          ))}
          <Command.Item
            value="View All Outputs"
            className={itemClass}
            onSelect={() => go('/outputs')}
          >
            <Layers className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            View All Outputs
          </Command.Item>
          <Command.Item
            value="Expert Mode"
            keywords={['outputs']}
            className={itemClass}
            onSelect={() => go('/outputs?view=expert')}
          >
            <Sparkles className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            Expert Mode
          </Command.Item>
        </Command.Group>

        {canWrite && (
          <Command.Group heading="Quick Win Templates" className={groupClass}>
            {QUICK_WIN_TEMPLATES.map((template) => {
              const Icon = TEMPLATE_ICONS[template.id];
              return (
                <Command.Item
                  key={template.id}
                  value={`template ${template.id}`}
                  keywords={[template.title, 'quick win']}
                  className={itemClass}
                  onSelect={() => chooseTemplate(template)}
                >
                  <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  {template.title}
                </Command.Item>
              );
            })}
          </Command.Group>
        )}
      </Command.List>

      <div className="hidden flex-wrap items-center gap-x-4 gap-y-1 border-t bg-muted/50 px-4 py-2 text-xs text-muted-foreground sm:flex">
        <span className="font-medium">Shortcuts</span>
        {SHORTCUT_HELP.map((shortcut) => (
          <span key={shortcut.label} className="flex items-center gap-1">
            <Kbd>{mod}</Kbd>
            {shortcut.keys.map((key) => (
              <Kbd key={key}>{key}</Kbd>
            ))}
            <span className="ml-0.5">{shortcut.label}</span>
          </span>
        ))}
      </div>
    </Command>
  );
}

function AgentCommand(props: {
  agent: AgentEntry;
  requirement: string | null;
  shortcut: string | null;
  mod: string;
  onSelect: () => void;
}) {
  const { agent, requirement } = props;
  const Icon = AGENT_ICONS[agent.id];
  const runTime = useRunTime();
  return (
    <Command.Item
      value={`agent ${agent.id}`}
      keywords={[agent.name, agent.shortName, agent.description]}
      disabled={requirement !== null}
      className={itemClass}
      onSelect={props.onSelect}
    >
      <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium">{agent.name}</span>
        {requirement ? (
          <LockedBadge requirement={requirement} />
        ) : (
          <span className="truncate text-xs text-muted-foreground">
            {runTime(agent.estimatedTime)} · {agent.description}
          </span>
        )}
      </span>
      {props.shortcut && (
        <span className="hidden gap-1 sm:flex" aria-hidden="true">
          <Kbd>{props.mod}</Kbd>
          <Kbd>{props.shortcut}</Kbd>
        </span>
      )}
    </Command.Item>
  );
}
