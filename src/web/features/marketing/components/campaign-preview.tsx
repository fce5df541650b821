import { Check, Compass, PenLine, Target, UsersRound, type LucideIcon } from 'lucide-react';

type PreviewOutput = { agent: string; title: string; detail: string; icon: LucideIcon };

const OUTPUTS: readonly PreviewOutput[] = [
  {
    agent: 'Strategy',
    title: 'Positioning: SWOT and Blue Ocean',
    detail: '3 priorities · 2 gaps competitors leave open',
    icon: Target,
  },
  {
    agent: 'Persona',
    title: 'Olivia, Head of Operations',
    detail: 'Pains, buying triggers, objections',
    icon: UsersRound,
  },
  {
    agent: 'Marketing strategy',
    title: '90-day channel plan',
    detail: 'LinkedIn, webinars, partner e-mail',
    icon: Compass,
  },
  {
    agent: 'Content',
    title: 'Launch e-mail sequence',
    detail: '4 e-mails written for Olivia',
    icon: PenLine,
  },
];

/**
 * An illustration of a campaign in the app, drawn with markup so it stays sharp and needs
 * no image request. Screen readers get one description instead of the mock contents.
 */
export function CampaignPreview() {
  return (
    <div
      role="img"
      aria-label="Example campaign in Stratagent: a spring launch with four saved outputs from the strategy, persona, marketing strategy and content agents, all built on the same business context."
      className="relative"
    >
      <div
        aria-hidden="true"
        className="absolute -inset-8 -z-10 bg-radial from-primary/25 via-accent/60 via-40% to-transparent to-70%"
      />
      <div className="overflow-hidden rounded-2xl border bg-card shadow-xl shadow-primary/10">
        <div className="flex items-center gap-2 border-b bg-muted/60 px-4 py-3">
          <span className="size-2.5 rounded-full bg-destructive/60" />
          <span className="size-2.5 rounded-full bg-warning/80" />
          <span className="size-2.5 rounded-full bg-success/70" />
          <span className="ml-3 truncate text-xs text-muted-foreground">
            Campaigns / Spring launch
          </span>
        </div>
        <div className="space-y-4 p-4 sm:p-5">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-xs font-medium uppercase tracking-wider text-muted-foreground">
                Campaign
              </p>
              <p className="truncate text-lg font-semibold">Spring launch</p>
            </div>
            <span className="shrink-0 rounded-full bg-success/15 px-2.5 py-0.5 text-xs font-semibold text-success">
              Active
            </span>
          </div>
          <div className="rounded-lg border border-dashed border-primary/30 bg-accent/60 p-3 text-xs text-accent-foreground">
            <p className="font-semibold">Business context</p>
            <p className="mt-1 text-pretty">
              B2B SaaS · 11-50 employees · sells to operations leaders at logistics firms
            </p>
          </div>
          <ul className="space-y-2">
            {OUTPUTS.map(({ agent, title, detail, icon: Icon }) => (
              <li
                key={title}
                className="flex items-center gap-3 rounded-lg border bg-background p-3"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
                  <Icon className="size-4" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-medium sm:truncate">{title}</span>
                  <span className="block text-xs text-muted-foreground sm:truncate">
                    {agent} agent · {detail}
                  </span>
                </span>
                <Check className="size-4 shrink-0 text-success" />
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">
            4 outputs saved · each one reused by the next agent
          </p>
        </div>
      </div>
    </div>
  );
}
