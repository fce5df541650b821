import { Clock, Gift, LockKeyhole } from 'lucide-react';
import { INVITATION_REVIEW_TIME, TAGLINE } from '@/shared/constants';
import { Badge } from '@/web/components/ui/badge';
import { CampaignPreview } from './campaign-preview';
import { CtaButtons } from './cta-buttons';

const FACTS = [
  { icon: Gift, text: 'Free during pre-alpha' },
  { icon: LockKeyhole, text: 'Invitation only' },
  { icon: Clock, text: `Requests reviewed in ${INVITATION_REVIEW_TIME}` },
] as const;

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden border-b">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-accent),transparent_60%),linear-gradient(to_bottom,var(--color-background),var(--color-background))]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--color-border)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-border)_1px,transparent_1px)] bg-[size:48px_48px] opacity-50 [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)]"
      />
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:py-24">
        <div>
          <Badge variant="outline" className="bg-card px-3 py-1 text-foreground">
            <span className="size-1.5 rounded-full bg-primary" aria-hidden="true" />
            Pre-alpha · AI marketing agents
          </Badge>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            <span className="bg-gradient-to-r from-foreground to-primary bg-clip-text text-transparent">
              {TAGLINE}
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground sm:text-xl">
            Stratagent’s specialised AI marketing agents turn your business context into saved,
            specific, reusable strategy, organised by campaign instead of lost in a chat history.
          </p>
          <CtaButtons className="mt-8" />
          <ul className="mt-10 flex flex-col gap-3 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-6">
            {FACTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon className="size-4 text-primary" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <CampaignPreview />
      </div>
    </section>
  );
}
