import { Link } from 'react-router';
import { INVITATION_REVIEW_TIME } from '@/shared/constants';
import { paths } from '@/web/config/paths';
import {
  LegalPage,
  SupportEmailLink,
  type LegalSection,
} from '@/web/features/marketing/components/legal-page';

const SUMMARY = [
  <>
    Stratagent is <strong>alpha (pre-alpha) software</strong>: features change, things break, and it
    is offered as is.
  </>,
  <>
    <strong>AI output carries no warranty.</strong> Review everything an agent produces before you
    rely on it or publish it.
  </>,
  <>
    The service is <strong>free during pre-alpha</strong>. Once paid plans exist,{' '}
    <strong>payments are not refunded</strong>.
  </>,
  <>
    <strong>Your data may be reset</strong> during pre-alpha. Keep your own copy of anything
    important.
  </>,
];

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these terms',
    body: (
      <>
        <p>
          These terms govern your use of Stratagent, the marketing-intelligence web application, its
          API and the client portal (together, the “service”), provided by Stratagent (“we”, “us”).
          By requesting an invitation, creating an account or using the service you agree to these
          terms and to our <Link to={paths.privacy}>Privacy Policy</Link>.
        </p>
        <p>
          If you use the service on behalf of a company or agency, you confirm that you are
          authorised to accept these terms for it, and “you” includes that organization.
        </p>
      </>
    ),
  },
  {
    id: 'pre-alpha',
    title: 'A pre-alpha service',
    body: (
      <>
        <p>
          Stratagent is in <strong>pre-alpha</strong>. It is an early version that we are still
          building with the help of the people who use it. That means:
        </p>
        <ul>
          <li>features may be added, changed or removed without notice;</li>
          <li>
            the service may be slow, unavailable or contain errors, and we do not promise any level
            of uptime;
          </li>
          <li>
            <strong>data may be reset</strong>, as described under{' '}
            <a href="#data-reset">Data resets and availability</a>.
          </li>
        </ul>
        <p>
          Please do not use the service as the only place you keep work that matters to your
          business.
        </p>
      </>
    ),
  },
  {
    id: 'invitations',
    title: 'Invitation-only access',
    body: (
      <>
        <p>
          Access is by invitation only while the service is in pre-alpha. You can{' '}
          <Link to={paths.requestInvitation}>request an invitation</Link>; we review requests by
          hand and normally reply within {INVITATION_REVIEW_TIME}. We may accept or decline a
          request at our discretion and do not have to give a reason.
        </p>
        <p>
          An invitation is personal to the e-mail address it was issued for. You may sign up only
          with that address, and you may not sell, transfer or publish an invitation.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts and organizations',
    body: (
      <>
        <p>
          Each account belongs to one organization, either a small or mid-size business or an
          agency. When you create an account you must give accurate information and keep it up to
          date.
        </p>
        <ul>
          <li>
            You are responsible for keeping your password secret and for everything done with your
            account. Tell us at once at <SupportEmailLink /> if you think someone else has used it.
          </li>
          <li>
            Organization owners and admins decide who joins their organization, with which role, and
            who is given client portal access. They are responsible for those people’s use of the
            service.
          </li>
          <li>
            Agencies must have their clients’ permission for the information they upload about those
            clients, and remain responsible to their clients for the work they deliver.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content and outputs',
    body: (
      <>
        <p>
          You keep ownership of what you put into the service: business context, documents, campaign
          data and messages (“your content”). Subject to these terms, you may use the outputs the
          agents produce for you for any lawful purpose.
        </p>
        <p>
          You give us a limited permission to store, copy and process your content only as needed to
          run the service for you: for example, to send the relevant context to the AI model that
          generates an output, to show a client the campaigns you chose to share, or to restore a
          backup. We do not sell your content and do not use it to advertise.
        </p>
        <p>
          Outputs are generated for your inputs. Other users may receive similar outputs, and we
          cannot promise that an output is unique or free of third-party rights.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>
            upload content you have no right to use, or personal data you have no lawful basis to
            process;
          </li>
          <li>
            use the service to create spam, deceptive or unlawful marketing, or content that
            harasses or discriminates;
          </li>
          <li>
            try to access another organization’s or client’s data, probe or bypass our security,
            rate limits or bot checks, or disrupt the service for others;
          </li>
          <li>scrape the service, resell access, or share accounts between people;</li>
          <li>
            use outputs to build a competing product, or present AI output as professional legal,
            financial or medical advice.
          </li>
        </ul>
        <p>We may remove content or suspend access that breaks these rules.</p>
      </>
    ),
  },
  {
    id: 'ai-output',
    title: 'AI output: no warranty',
    body: (
      <>
        <p>
          The agents produce strategies, personas, plans, content, forecasts and analyses with
          artificial intelligence. They work from the context you provide and from established
          strategic frameworks, but AI output can be incomplete, out of date, biased or simply
          wrong, and forecasts are estimates, not promises.
        </p>
        <p>
          <strong>
            AI output is provided without any warranty of accuracy, completeness, fitness for a
            particular purpose or results.
          </strong>{' '}
          You are responsible for reviewing it, checking facts and claims, and deciding whether to
          act on it, publish it or spend money because of it.
        </p>
      </>
    ),
  },
  {
    id: 'fees',
    title: 'Fees and refunds',
    body: (
      <>
        <p>
          The service is <strong>free during pre-alpha</strong>. If we introduce paid plans, we will
          publish their prices and tell you in advance. You will not be charged unless you
          explicitly choose a paid plan.
        </p>
        <p>
          <strong>There are no refunds once paid plans exist.</strong> Fees paid are non-refundable,
          including for partial billing periods, unused features or an account you close early. This
          does not limit any right you have under mandatory consumer law.
        </p>
      </>
    ),
  },
  {
    id: 'data-reset',
    title: 'Data resets and availability',
    body: (
      <>
        <p>
          While Stratagent is in pre-alpha, <strong>we may reset data</strong>: delete or migrate
          business context, documents, outputs, campaigns, metrics and accounts, for example when
          the data model changes. Where we can, we will e-mail organization owners before a planned
          reset, but an unplanned reset may happen without notice.
        </p>
        <p>
          We are not responsible for any loss caused by a reset or an outage. Keep copies of
          anything you cannot afford to lose.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    body: (
      <>
        <p>
          You can stop using the service at any time and ask us to delete your account or
          organization by writing to <SupportEmailLink />. We may suspend or end your access if you
          break these terms, if required by law, or if we end the pre-alpha programme. Where
          reasonable we will tell you first.
        </p>
        <p>
          The sections on your content and outputs, AI output, fees and refunds, the disclaimer and
          the limitation of liability continue to apply after your access ends.
        </p>
      </>
    ),
  },
  {
    id: 'disclaimer',
    title: 'Disclaimer',
    body: (
      <p>
        Apart from what these terms expressly say, the service is provided{' '}
        <strong>“as is” and “as available”</strong>, without warranties of any kind, whether express
        or implied, including merchantability, fitness for a particular purpose, non-infringement
        and uninterrupted or error-free operation.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          To the fullest extent the law allows, we are not liable for indirect or consequential
          loss, or for lost profits, revenue, data, goodwill or business opportunities, arising from
          the service, AI output or a data reset.
        </p>
        <p>
          Our total liability for any claim related to the service is limited to the greater of the
          amount you paid us in the twelve months before the claim and 100 US dollars. Nothing in
          these terms limits liability that cannot be limited by law, such as liability for fraud.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as the product develops. We will change the “last updated” date
        above and, for material changes, tell organization owners by e-mail or in the app before the
        changes take effect. If you keep using the service after that, you accept the updated terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms, a request to close your account or a report of misuse: write to{' '}
        <SupportEmailLink />. A person reads every message, and we usually reply within a few
        business days.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro="The rules for using Stratagent during pre-alpha, written to be read. The summary below is not a substitute for the full text."
      summary={SUMMARY}
      sections={SECTIONS}
    />
  );
}
