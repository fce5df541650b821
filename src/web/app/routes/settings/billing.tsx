import { Check, Info } from 'lucide-react';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '@/shared/constants';
import { Badge } from '@/web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader } from '@/web/components/ui/card';
import { paths } from '@/web/config/paths';
import { SettingsHeader } from '@/web/features/settings/components/settings-header';

const INCLUDED = [
  'Every agent and every feature, as they unlock with your usage',
  'Your whole team, with no limit on seats',
  'No card needed, and no charges of any kind',
];

const TERMS = [
  'When paid plans arrive, you will be told in advance, and nothing is charged without your consent.',
  'Once paid plans exist, payments are not refunded, as the terms say.',
  'Stratagent is alpha software: your data may be reset during the alpha.',
];

/** /settings/billing: the plan as it honestly is today. */
export default function BillingSettingsPage() {
  return (
    <div className="space-y-6">
      <SettingsHeader title="Billing" description="Your plan and what it costs." />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <Card>
          <CardHeader>
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-lg font-semibold leading-tight">Pre-alpha</h2>
              <Badge variant="success">Free</Badge>
            </div>
            <CardDescription>
              Stratagent is free during pre-alpha, for everyone who was invited.
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-5">
            <p className="text-3xl font-semibold tracking-tight">
              $0 <span className="text-base font-normal text-muted-foreground">per month</span>
            </p>
            <ul className="space-y-2.5" aria-label="Included">
              {INCLUDED.map((item) => (
                <li key={item} className="flex items-start gap-2.5 text-sm">
                  <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
            <p className="rounded-lg bg-muted/60 p-3 text-sm text-muted-foreground">
              There are no invoices and no payment method on file, because nothing has been charged.
            </p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <h2 className="flex items-center gap-2 font-semibold leading-tight">
              <Info className="size-4 text-primary" aria-hidden="true" /> Good to know
            </h2>
          </CardHeader>
          <CardContent className="space-y-4">
            <ul className="space-y-3 text-sm text-muted-foreground">
              {TERMS.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p className="text-sm">
              Read the{' '}
              <Link to={paths.terms} className="font-medium text-primary hover:underline">
                Terms
              </Link>{' '}
              or ask us at{' '}
              <a
                href={`mailto:${SUPPORT_EMAIL}`}
                className="font-medium text-primary hover:underline"
              >
                {SUPPORT_EMAIL}
              </a>
              .
            </p>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
