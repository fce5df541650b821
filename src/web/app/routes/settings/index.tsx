import {
  Bell,
  Bot,
  Building2,
  ChevronRight,
  CreditCard,
  KeyRound,
  Palette,
  User,
  Users,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/web/components/ui/card';
import { paths } from '@/web/config/paths';
import { useMe } from '@/web/lib/me';

type Section = { to: string; title: string; description: string; icon: LucideIcon };

const SECTIONS: Section[] = [
  {
    to: '/settings/workspace',
    title: 'Workspace',
    description:
      'Organization name, workspace address and the business context your agents work from.',
    icon: Building2,
  },
  {
    to: '/settings/team',
    title: 'Team',
    description: 'Invite teammates, change their roles or remove them.',
    icon: Users,
  },
  {
    to: '/settings/notifications',
    title: 'Notifications',
    description: 'Choose which e-mails Stratagent sends you.',
    icon: Bell,
  },
  {
    to: '/settings/billing',
    title: 'Billing',
    description: 'Your plan: free during pre-alpha.',
    icon: CreditCard,
  },
  {
    to: '/settings/integrations',
    title: 'Integrations',
    description: 'API keys to send campaign metrics from your own tools.',
    icon: KeyRound,
  },
  {
    to: '/settings/webhooks',
    title: 'Webhooks',
    description: 'Send signed events to your own endpoints as work happens: owners and admins.',
    icon: Webhook,
  },
  {
    to: '/settings/ai',
    title: 'AI model and usage',
    description: 'Connect a model (provider, model, API key) and test it; see its tokens and cost.',
    icon: Bot,
  },
  {
    to: paths.profile,
    title: 'Profile',
    description: 'Your name, e-mail and password.',
    icon: User,
  },
];

/** Agencies only (seed 001 §6): unlocked with more than 2 clients, its page says how. */
const WHITE_LABEL: Section = {
  to: '/settings/white-label',
  title: 'White Label',
  description: 'Your agency’s colours, fonts, logo and favicon for your team and your clients.',
  icon: Palette,
};

/** /settings: every settings area of the organization and the user. */
export default function SettingsPage() {
  const me = useMe();
  const sections =
    me.data?.organization?.type === 'AGENCY'
      ? [...SECTIONS.slice(0, 2), WHITE_LABEL, ...SECTIONS.slice(2)]
      : SECTIONS;
  return (
    <div className="space-y-6">
      <title>Settings — Stratagent</title>
      <header>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Settings</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          {me.data?.organization
            ? `Settings for ${me.data.organization.name} and your account.`
            : 'Settings for your organization and your account.'}
        </p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {sections.map(({ to, title, description, icon: Icon }) => (
          <li key={to}>
            <Card className="h-full transition-colors hover:border-primary/50 hover:bg-accent/30 focus-within:ring-2 focus-within:ring-ring">
              <Link to={to} className="flex h-full items-start gap-4 p-5 outline-none">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-center justify-between gap-2 font-semibold">
                    {title}
                    <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
                  </span>
                  <span className="mt-1 block text-sm text-muted-foreground">{description}</span>
                </span>
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
