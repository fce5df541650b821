import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarDays } from 'lucide-react';
import { LEGAL_LAST_UPDATED, SUPPORT_EMAIL } from '@/shared/constants';
import { PublicLayout } from '@/web/components/layouts/public-layout';
import { Alert } from '@/web/components/ui/alert';
import { paths } from '@/web/config/paths';
import { cn } from '@/web/lib/utils';

export type LegalSection = { id: string; title: string; body: ReactNode };

type LegalPageProps = {
  title: string;
  intro: ReactNode;
  /** The points a reader must not miss, shown before the full text. */
  summary: readonly ReactNode[];
  sections: readonly LegalSection[];
};

/** The frame shared by the Terms and the Privacy Policy: title, date, summary, contents and numbered sections. */
export function LegalPage({ title, intro, summary, sections }: LegalPageProps) {
  return (
    <PublicLayout>
      <title>{`${title} — Stratagent`}</title>
      <div className="border-b bg-gradient-to-b from-accent/60 to-background">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">Legal</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
          <p className="mt-4 inline-flex items-center gap-2 text-sm text-muted-foreground">
            <CalendarDays className="size-4" aria-hidden="true" />
            <span>Last updated {LEGAL_LAST_UPDATED}</span>
          </p>
          <div className="mt-6 max-w-3xl text-lg text-pretty text-muted-foreground">{intro}</div>
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-x-16">
        <Alert
          title="The short version"
          role="note"
          className="max-w-3xl lg:col-start-2 lg:row-start-1"
        >
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {summary.map((point, index) => (
              <li key={index}>{point}</li>
            ))}
          </ul>
        </Alert>
        <nav
          aria-label="On this page"
          className="lg:sticky lg:top-24 lg:col-start-1 lg:row-span-2 lg:row-start-1 lg:self-start"
        >
          <p className="text-sm font-semibold">On this page</p>
          <ol className="mt-3 grid gap-1 text-sm sm:grid-cols-2 lg:grid-cols-1">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex gap-2 rounded-md px-2 py-1.5 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
                >
                  <span className="w-5 shrink-0 tabular-nums">{index + 1}.</span>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="min-w-0 max-w-3xl lg:col-start-2 lg:row-start-2">
          {sections.map((section, index) => (
            <section
              key={section.id}
              aria-labelledby={section.id}
              className="mt-12 scroll-mt-24 first-of-type:mt-0"
            >
              <h2 id={section.id} className="scroll-mt-24 text-2xl font-semibold tracking-tight">
                <span className="mr-1 text-primary tabular-nums">{index + 1}.</span> {section.title}
              </h2>
              <div className={cn(LEGAL_PROSE, 'mt-4')}>{section.body}</div>
            </section>
          ))}
          <p className="mt-12 border-t pt-6 text-sm text-muted-foreground">
            Questions about this page? Write to{' '}
            <a
              className="font-medium text-primary underline underline-offset-4"
              href={`mailto:${SUPPORT_EMAIL}`}
            >
              {SUPPORT_EMAIL}
            </a>
            . See also our{' '}
            <Link
              className="font-medium text-primary underline underline-offset-4"
              to={paths.terms}
            >
              Terms
            </Link>{' '}
            and{' '}
            <Link
              className="font-medium text-primary underline underline-offset-4"
              to={paths.privacy}
            >
              Privacy Policy
            </Link>
            .
          </p>
        </div>
      </div>
    </PublicLayout>
  );
}

/** Typography for the legal text, applied to the plain elements the pages write. */
const LEGAL_PROSE =
  'space-y-4 leading-relaxed text-foreground/90 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_h3]:pt-2 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-foreground [&_li]:pl-1 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6';

/** The support address as a mail link, for the legal texts. */
export function SupportEmailLink() {
  return <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
}
