import { describe, expect, it } from 'vitest';
import { answerFocus, focusText, takesUp } from './focus';

const content = {
  summary: '4 anomalies over the last 30 days.',
  recommendations: [
    { title: 'Check the CPA spike of Win-back Autumn', detail: 'Its CPA doubled on Nov 22.' },
    { title: 'Pause Spring Launch', detail: 'Its budget is spent.' },
  ],
};

describe('answerFocus', () => {
  it('reads only the free text of a brief', () => {
    expect(focusText('Period: last 30 days\nWhy did CPA spike?')).toBe('Why did CPA spike?');
    expect(focusText('Period: last 30 days')).toBeNull();
  });

  it('opens on the recommendation that speaks to the question', () => {
    const answered = answerFocus('Why did the CPA spike on Win-back Autumn?', content);
    expect(answered.summary).toMatch(
      /^You asked: “Why did the CPA spike on Win-back Autumn\?” Check the CPA spike/,
    );
    expect(takesUp(answered.summary, 'Why did the CPA spike on Win-back Autumn?')).toBe(true);
  });

  it('points to the recommendation by its place when its title cannot be cut short', () => {
    const pacing = {
      summary: 'Budget pacing of 2 campaigns.',
      recommendations: [
        { title: 'Review the other campaign', detail: 'It is on pace.' },
        {
          title: 'Put Wildflower Tea Always-on Social’s unspent budget to work',
          detail: 'Lower cost per order on its best ad set before Christmas.',
        },
      ],
    };
    const answered = answerFocus('How do we lower cost per order before Christmas?', pacing);
    expect(answered.summary).toBe(
      'To lower cost per order before Christmas, act on the second recommendation below. Budget pacing of 2 campaigns.',
    );
  });

  it('says plainly when the tool cannot answer the question', () => {
    const answered = answerFocus('How do we stop subscribers cancelling?', content);
    expect(answered.summary).toBe(
      'You asked: “How do we stop subscribers cancelling?” What this output reads does not answer that directly; here is what it found. 4 anomalies over the last 30 days.',
    );
  });

  it('leaves an output that already opens on the question as it is', () => {
    const own = { ...content, summary: 'To stop subscribers cancelling, send a pause offer.' };
    expect(answerFocus('How do we stop subscribers cancelling?', own)).toBe(own);
  });
});
