import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '@/shared/constants';
import { paths } from '@/web/config/paths';
import { FAQ } from '../content';
import { SectionHeading } from './section-heading';

export function Faq() {
  return (
    <section aria-labelledby="faq-title" className="px-4 py-20 sm:px-6 sm:py-24">
      <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[1fr_2fr] lg:gap-16">
        <div>
          <SectionHeading
            id="faq-title"
            eyebrow="FAQ"
            title="Questions, answered plainly"
            align="left"
            description={
              <>
                Something else on your mind? Write to{' '}
                <a
                  className="font-medium text-primary underline underline-offset-4"
                  href={`mailto:${SUPPORT_EMAIL}`}
                >
                  {SUPPORT_EMAIL}
                </a>
                . The details are in our{' '}
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
              </>
            }
          />
        </div>
        <Accordion.Root
          type="single"
          collapsible
          defaultValue={FAQ[0]?.id}
          className="divide-y rounded-2xl border bg-card shadow-sm"
        >
          {FAQ.map(({ id, question, answer }) => (
            <Accordion.Item key={id} value={id}>
              <Accordion.Header>
                <Accordion.Trigger className="group flex w-full cursor-pointer items-center justify-between gap-4 rounded-xl px-5 py-4 text-left text-base font-semibold transition-colors hover:bg-muted/60 sm:px-6">
                  {question}
                  <ChevronDown
                    className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-data-[state=open]:rotate-180"
                    aria-hidden="true"
                  />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="space-y-3 px-5 pb-5 text-sm leading-relaxed text-muted-foreground sm:px-6">
                {answer.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
    </section>
  );
}
