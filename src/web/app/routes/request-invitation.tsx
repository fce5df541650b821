import { Bot, Clock, Gift, Layers } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SPECIALISED_AGENTS } from '@/shared/agents';
import { INVITATION_REVIEW_TIME } from '@/shared/constants';
import { PublicLayout } from '@/web/components/layouts/public-layout';
import { Badge } from '@/web/components/ui/badge';
import { paths } from '@/web/config/paths';
import { RequestInvitationForm } from '@/web/features/invitations/components/request-invitation-form';
import { RequestReceived } from '@/web/features/invitations/components/request-received';

const BENEFITS = [
  {
    icon: Bot,
    title: `${SPECIALISED_AGENTS.length} specialised AI agents`,
    text: 'Strategy, personas, content, campaign planning, ROI and more, grounded in your business context.',
  },
  {
    icon: Layers,
    title: 'Built for SMEs and agencies',
    text: 'A marketing team of one, or an agency with strict isolation between 5-15+ clients.',
  },
  {
    icon: Gift,
    title: 'Free during pre-alpha',
    text: 'Founding members shape the product and use it at no cost while we build.',
  },
  {
    icon: Clock,
    title: `Reviewed within ${INVITATION_REVIEW_TIME}`,
    text: 'Every request is read by a person. We reply by e-mail either way.',
  },
];

export default function RequestInvitationPage() {
  const [submitted, setSubmitted] = useState<{ email: string; companyName: string } | null>(null);

  if (submitted) {
    return (
      <PublicLayout minimalHeader>
        <div className="flex justify-center bg-gradient-to-b from-accent/60 to-background px-4 py-12 sm:py-20">
          <div className="w-full max-w-lg rounded-2xl border bg-card p-6 shadow-sm sm:p-10">
            <RequestReceived email={submitted.email} companyName={submitted.companyName} />
          </div>
        </div>
      </PublicLayout>
    );
  }

  return (
    <PublicLayout minimalHeader>
      <div className="bg-gradient-to-b from-accent/60 to-background">
        <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:py-16">
          <section className="lg:col-start-1 lg:row-start-1 lg:pt-6">
            <Badge variant="default">Pre-alpha · invitation only</Badge>
            <h1 className="mt-4 text-3xl font-semibold tracking-tight sm:text-4xl">
              Request your invitation
            </h1>
            <p className="mt-3 max-w-xl text-base text-muted-foreground sm:text-lg">
              Join the Founding Member Program: tell us a little about your company and how you
              would use Stratagent.
            </p>
          </section>

          <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
              <h2 className="text-lg font-semibold">Your details</h2>
              <p className="mb-6 mt-1 text-sm text-muted-foreground">
                All fields are required unless marked optional.
              </p>
              <RequestInvitationForm
                onSubmitted={(request) =>
                  setSubmitted({ email: request.email, companyName: request.company_name })
                }
              />
            </div>
            <p className="mt-6 text-center text-sm text-muted-foreground">
              Already invited?{' '}
              <Link className="font-medium text-primary hover:underline" to={paths.signup}>
                Create your account
              </Link>{' '}
              ·{' '}
              <Link className="font-medium text-primary hover:underline" to={paths.login}>
                Sign in
              </Link>
            </p>
          </div>

          <ul className="grid gap-5 sm:grid-cols-2 lg:col-start-1 lg:row-start-2 lg:grid-cols-1 lg:content-start">
            {BENEFITS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <p className="font-medium">{title}</p>
                  <p className="mt-0.5 text-sm text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </PublicLayout>
  );
}
