import { Link } from 'react-router';
import { paths } from '@/web/config/paths';
import {
  LegalPage,
  SupportEmailLink,
  type LegalSection,
} from '@/web/features/marketing/components/legal-page';

const SUMMARY = [
  <>
    We collect what the service needs to work: your account e-mail, your organization, the business
    context and documents you give us, and how you use the product.
  </>,
  <>
    Every organization’s data is <strong>isolated</strong> from every other organization’s, enforced
    by the server and by the database itself.
  </>,
  <>
    We use <strong>one httpOnly session cookie</strong> and nothing else: no advertising, analytics
    or third-party cookies. We never sell your data.
  </>,
  <>
    Stratagent is <strong>alpha software</strong>: <strong>pre-alpha data may be reset</strong>, and
    AI output carries no warranty.
  </>,
];

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'scope',
    title: 'Who we are and what this covers',
    body: (
      <>
        <p>
          This policy explains how Stratagent (“we”, “us”) handles personal data when you visit this
          website, request an invitation, use the web application, the API or the read-only client
          portal. It should be read with our <Link to={paths.terms}>Terms of Service</Link>.
        </p>
        <p>
          For the account and usage data described below, we decide how the data is used. For
          personal data that an organization uploads about its own customers or, for agencies, about
          its clients, that organization decides what is uploaded and why, and we process it on its
          behalf.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <>
        <h3>Information you give us</h3>
        <ul>
          <li>
            <strong>Invitation requests:</strong> e-mail address, company name, organization type
            and, if you add them, your use case and how you heard about us.
          </li>
          <li>
            <strong>Account:</strong> e-mail address and password. The password is stored only as a
            salted hash; we cannot read it.
          </li>
          <li>
            <strong>Organization:</strong> its name, type (business or agency) and web-address slug,
            its members and their roles, and for agencies the clients it manages and their brand
            kits.
          </li>
          <li>
            <strong>Business context:</strong> company name, industry, company size, description,
            audience, goals and similar facts, including facts extracted from conversations or
            documents that you approve before they are saved.
          </li>
          <li>
            <strong>Uploaded documents</strong> and the text we extract from them so the agents can
            use it.
          </li>
          <li>
            <strong>Work in the app:</strong> agent conversations, saved outputs, campaigns,
            budgets, metrics, feedback and messages.
          </li>
        </ul>
        <h3>Information collected as you use the service</h3>
        <ul>
          <li>
            <strong>Usage:</strong> which agents you run and when, outputs saved, campaigns
            completed, progress (XP, levels and achievements) and errors you meet.
          </li>
          <li>
            <strong>Security data:</strong> sign-in times, IP address and browser type attached to
            your session, used to protect your account and to limit abuse.
          </li>
        </ul>
        <p>
          We do not ask for payment details during pre-alpha, and we do not buy data about you from
          others.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use it',
    body: (
      <>
        <ul>
          <li>
            <strong>To provide the service:</strong> create your account and organization, run the
            agents on your business context, save outputs to your campaigns and show client viewers
            what you chose to share.
          </li>
          <li>
            <strong>To review invitation requests</strong> and decide who joins the pre-alpha.
          </li>
          <li>
            <strong>To keep the service secure:</strong> authenticate you, apply rate limits and bot
            checks, and investigate misuse.
          </li>
          <li>
            <strong>To improve the product:</strong> understand which features are used and where
            people get stuck, mostly from aggregated usage counts.
          </li>
          <li>
            <strong>To contact you</strong> about your account and the service (see{' '}
            <a href="#email">E-mail</a>).
          </li>
        </ul>
        <p>
          We do not sell personal data, share it for advertising, or build advertising profiles. We
          do not use your business context, documents or outputs to train AI models.
        </p>
      </>
    ),
  },
  {
    id: 'ai-processing',
    title: 'AI processing and service providers',
    body: (
      <>
        <p>
          When you run an agent, the part of your business context and documents the agent needs is
          sent to the AI model that generates the output. Depending on how the service is
          configured, that model runs on our own servers or at an AI provider acting on our
          instructions, which may not use the data for its own purposes.
        </p>
        <p>
          We also rely on providers for hosting, storage and e-mail delivery. They receive only the
          data they need to perform their service for us. We may disclose data if the law requires
          it, and we will tell you unless we are prohibited from doing so.
        </p>
        <p>
          AI output is generated automatically and carries no warranty. It does not make decisions
          about you that have legal or similarly significant effects.
        </p>
      </>
    ),
  },
  {
    id: 'isolation',
    title: 'Tenant isolation',
    body: (
      <>
        <p>
          Every record we store belongs to exactly one organization. The server limits every request
          to the organization of the person making it, and the database enforces the same rule
          independently with row-level security, so even a mistake in application code cannot return
          another organization’s data.
        </p>
        <p>
          Inside an agency, each client’s context, documents, campaigns and outputs are kept to that
          client. Client viewers get read-only access to their own campaign performance, reports and
          messages, and nothing else.
        </p>
      </>
    ),
  },
  {
    id: 'email',
    title: 'E-mail',
    body: (
      <>
        <p>We send only service e-mails:</p>
        <ul>
          <li>the outcome of your invitation request, and your invitation;</li>
          <li>
            account e-mails such as address confirmation and password reset (reset links expire
            after 24 hours);
          </li>
          <li>
            important notices about the service, including advance notice of planned data resets and
            policy changes.
          </li>
        </ul>
        <p>
          We do not send marketing e-mail unless you have asked for it, and every such message lets
          you unsubscribe.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and browser storage',
    body: (
      <>
        <p>
          We use <strong>a single cookie: an httpOnly session cookie</strong> that keeps you signed
          in. Scripts cannot read it, it is sent only to Stratagent, and it is removed when you sign
          out or the session expires. It is strictly necessary, so we do not ask for consent to it.
        </p>
        <p>
          We use no analytics, advertising or third-party cookies, no tracking pixels, and no
          external fonts or scripts. The app keeps a few working values in your browser’s local
          storage, such as details you typed during sign-up until onboarding finishes; they stay on
          your device.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'Data retention and pre-alpha resets',
    body: (
      <>
        <p>
          We keep your account and organization data for as long as your account is open. When you
          ask us to delete an account or organization, we remove it from the live service within 30
          days and from backups as they expire. Invitation requests are kept while they are reviewed
          and for as long as the pre-alpha programme runs, so we do not ask you twice.
        </p>
        <p>
          <strong>Pre-alpha data may be reset.</strong> While the product is in pre-alpha we may
          delete or migrate data, including business context, documents, outputs and accounts, when
          the product changes. Where we can, we will e-mail organization owners before a planned
          reset. Keep your own copy of anything you cannot afford to lose.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        We protect data with encrypted connections, salted password hashes, httpOnly session
        cookies, rate limits, database-enforced tenant isolation and access limited to the people
        who run the service. No system is perfectly secure; if a breach affects your personal data
        we will tell you without undue delay.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          You can ask to see, correct, export or delete your personal data, to restrict or object to
          how we use it, and to withdraw any consent you gave. Write to <SupportEmailLink /> from
          the address on your account; we answer within 30 days. You may also complain to your local
          data-protection authority.
        </p>
        <p>
          If your data was uploaded by an organization you work with, for example an agency client,
          we will pass your request to that organization and help it respond.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Stratagent is a business tool and is not meant for anyone under 16. We do not knowingly
        collect their data.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy we update the “last updated” date above. For material changes we
        tell organization owners by e-mail or in the app before they take effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        For anything about privacy, including requests about your data, write to{' '}
        <SupportEmailLink />.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro="What we collect, why, how it stays isolated, and how long we keep it. Plain language, no surprises."
      summary={SUMMARY}
      sections={SECTIONS}
    />
  );
}
