import { describe, expect, it } from 'vitest';
import {
  citesPassage,
  evidencePassage,
  groundSources,
  passagesFor,
  quotePassage,
  withDocumentEvidence,
} from './grounding';
import { contextDocument, groundContext } from './load-context';

const survey = contextDocument({
  id: 'doc-1',
  title: 'Cancellation survey',
  text: 'Cancellation survey, autumn 2026. We asked 412 subscribers why they left. 39% of subscribers who cancel say coffee piles up before they finish a bag. 22% say the price went up.',
});

const ctx = groundContext({
  business: {
    organization_name: 'Kettle & Crane',
    company_name: 'Kettle & Crane',
    industry: 'E-commerce',
    company_size: null,
    description: 'A Bristol roastery selling coffee subscriptions.',
    details: {},
  },
  campaign: null,
  documents: [survey],
  outputs: [],
  message: null,
});

describe('passagesFor', () => {
  it('ranks the passage that answers the question first', () => {
    const [first] = passagesFor(ctx, 'Why do subscribers cancel before finishing a bag?');
    expect(first?.text).toBe(
      '39% of subscribers who cancel say coffee piles up before they finish a bag.',
    );
    expect(first?.id).toBe('doc-1#3');
  });

  it('leaves out passages that share nothing, unless asked to fall back on figures', () => {
    expect(passagesFor(ctx, 'television advertising reach')).toEqual([]);
    expect(passagesFor(ctx, 'television advertising reach', { fallback: true }).length).toBe(2);
    expect(passagesFor(ctx, 'television', { fallback: true, limit: 1 })[0]?.id).toBe('doc-1#2');
  });

  it('quotes a passage with its document', () => {
    const [p] = passagesFor(ctx, 'price');
    expect(quotePassage(p!)).toBe('Cancellation survey says: “22% say the price went up.”');
  });
});

describe('evidencePassage', () => {
  it('prefers a share to a count among the passages closest to the question', () => {
    const review = contextDocument({
      id: 'doc-2',
      title: 'Lost deals review',
      text: 'Review of lost deals. We lost 64 quotes. In 47% of lost quotes the buyer named delivery time as the reason.',
    });
    const passage = evidencePassage({ documents: [review] }, 'Why do we lose quotes?');
    expect(passage?.text).toBe(
      'In 47% of lost quotes the buyer named delivery time as the reason.',
    );
  });
});

describe('groundSources', () => {
  const sources = ctx.sources;

  it('keeps only the sources the output shows, and quotes the passage it took', () => {
    const content = {
      summary: 'Kettle & Crane loses subscribers: 39% cancel because coffee piles up.',
      sources,
    };
    const grounded = groundSources(ctx, content);
    expect(grounded.sources.map((s) => s.kind)).toEqual(['business_context', 'document']);
    expect(grounded.sources[1]).toMatchObject({
      title: 'Cancellation survey',
      quote: '39% of subscribers who cancel say coffee piles up before they finish a bag.',
    });
  });

  it('drops a document whose figures and wording the output never uses', () => {
    const grounded = groundSources(ctx, { summary: 'Post more often.', sources });
    expect(grounded.sources).toEqual([]);
  });
});

describe('withDocumentEvidence', () => {
  const content = {
    summary: 'Kettle & Crane should post twice a week.',
    recommendations: [{ title: 'Post twice a week', detail: 'On Instagram.', priority: 'high' }],
  };

  it('quotes the passage that bears on the question when the output used no document', () => {
    const evidenced = withDocumentEvidence(ctx, content, 'Why do subscribers cancel?');
    expect(evidenced.recommendations).toHaveLength(2);
    expect(evidenced.recommendations[1]?.detail).toContain(
      'Cancellation survey says: “39% of subscribers who cancel say coffee piles up before they finish a bag.”',
    );
  });

  it('adds nothing when the output already cites a document', () => {
    const cited = { ...content, summary: '22% of cancellations are about price.' };
    expect(withDocumentEvidence(ctx, cited, 'price')).toBe(cited);
  });
});

describe('citesPassage', () => {
  const passage = '22% say the price went up.';
  it('needs the figure in a sentence about the same thing', () => {
    expect(citesPassage('Price rises drove 22% of cancellations.', passage)).toBe(true);
    expect(citesPassage('Email takes 22% of the budget.', passage)).toBe(false);
  });
});
