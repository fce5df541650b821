import { AgentsSection } from './agents-section';
import { AudienceBenefits } from './audience-benefits';
import { Comparison } from './comparison';
import { Faq } from './faq';
import { FinalCta } from './final-cta';
import { HowItWorks } from './how-it-works';

/**
 * The landing page's sections under the hero, in one chunk that the landing page loads right
 * after its first paint: none of them is on screen then, and together (the FAQ's Radix
 * accordion, the marketing copy, their icons) they are about a third of the page's JavaScript.
 * One chunk rather than one per section: they are all wanted at once, and each request costs
 * a round trip on a mobile network.
 */
export default function BelowTheFold() {
  return (
    <>
      <Comparison />
      <HowItWorks />
      <AgentsSection />
      <AudienceBenefits />
      <Faq />
      <FinalCta />
    </>
  );
}
