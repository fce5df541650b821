import { describe, expect, it } from 'vitest';
import {
  copyFields,
  deriveBrandVoice,
  draftText,
  emptyLearning,
  grammarSlips,
  learnFromEdit,
  LEARN_THRESHOLD,
  scoreBrandVoice,
  sentences,
  setAtPath,
  type BrandVoiceProfile,
} from './brand-voice';
import {
  charCount,
  finalizeDraft,
  parseContentBrief,
  socialPostText,
  CONTENT_MESSAGES,
} from './content';

const profile: BrandVoiceProfile = {
  tone: ['warm'],
  use: ['freshness', 'Northwind'],
  avoid: ['synergy', 'cutting-edge'],
  reading_level: 'simple',
};

describe('brand voice score', () => {
  it('is 100 for a short draft that uses the vocabulary and avoids nothing', () => {
    const s = scoreBrandVoice('Northwind roasts on Monday. Freshness you can taste.', profile);
    expect(s).toMatchObject({ score: 100, issues: [], used_words: ['freshness', 'Northwind'] });
  });

  it('takes 10 per avoided word occurrence, whole words only, case-insensitive', () => {
    const s = scoreBrandVoice(
      'Synergy at Northwind. More synergy! Cutting-edge beans. Synergyless.',
      profile,
    );
    expect(s.score).toBe(100 - 30);
    expect(s.issues.filter((i) => i.kind === 'avoid_word').map((i) => i.phrase)).toEqual([
      'synergy',
      'cutting-edge',
    ]);
  });

  it('takes 5 per sentence over the reading level, and reports the sentence', () => {
    const long =
      'This sentence has far too many words for a simple reading level because it keeps going on and on.';
    const s = scoreBrandVoice(`Northwind is here. ${long}`, profile);
    expect(s.score).toBe(95);
    expect(s.issues).toEqual([
      expect.objectContaining({
        kind: 'long_sentence',
        phrase: long,
        detail: expect.stringContaining('allows 15'),
      }),
    ]);
    expect(scoreBrandVoice(long, { ...profile, reading_level: 'technical' }).issues).toHaveLength(
      1,
    );
  });

  it('takes 10 when none of the use words appear, and caps every penalty', () => {
    const s = scoreBrandVoice(
      'Synergy one. Synergy two. Synergy three. Synergy four. Synergy five. Synergy six.',
      profile,
    );
    expect(s.score).toBe(100 - 50 - 10);
    expect(s.issues.at(-1)!.kind).toBe('no_use_words');
    expect(scoreBrandVoice('Hello there.', { ...profile, use: [] }).score).toBe(100);
  });

  it('takes 10 per grammar slip and names it: a broken sentence never scores 100', () => {
    const s = scoreBrandVoice(
      'Northwind brings a excellent roast. an hour later it ships.. Beans for for you. Order now .',
      profile,
    );
    expect(s.issues.filter((i) => i.kind === 'grammar')).toEqual([
      expect.objectContaining({ phrase: 'a excellent', detail: expect.stringContaining('“an') }),
      expect.objectContaining({ phrase: 'an hour later it ships..' }),
      expect.objectContaining({ phrase: 'later it ships..' }),
      expect.objectContaining({ phrase: 'you. Order now .' }),
      expect.objectContaining({ phrase: 'for for' }),
    ]);
    expect(s.score).toBe(100 - 40);
    expect(scoreBrandVoice('Northwind brings a pleasant visit.', profile).score).toBe(100);
  });

  it('knows "a" and "an" by sound, and leaves what it cannot tell alone', () => {
    const clean =
      'A university, an hour, a one-off, an honest price, an 8-week plan, a 5-day trip, a user, an SEO brief, a NASA grant. Plan A is fine. We ship weekly, e.g. on Monday. iPhone owners love it.';
    expect(grammarSlips(clean)).toEqual([]);
    expect(grammarSlips('An unique offer.\nA apple a day.').map((s) => s.phrase)).toEqual([
      'An unique',
      'A apple',
    ]);
    // Keywords and headings (no full stop) are not sentences.
    expect(grammarSlips('how to brew coffee at home\nbest coffee subscription')).toEqual([]);
  });

  it('takes 10 per filler phrase and per six-word run said twice, and names them', () => {
    const s = scoreBrandVoice(
      'In today’s fast-paced world, Northwind roasts. Unlock the power of freshness. Roasted on Monday and posted the same day. Roasted on Monday and posted the same day.',
      profile,
    );
    expect(s.issues.map((i) => [i.kind, i.phrase])).toEqual([
      ['filler', "in today's fast-paced world"],
      ['filler', 'unlock the power'],
      ['repeated_phrase', 'roasted on monday and posted the same day'],
    ]);
    expect(s.score).toBe(100 - 30);
  });

  it('splits sentences on punctuation and line breaks', () => {
    expect(sentences('One. Two!\nThree? 42')).toEqual(['One.', 'Two!', 'Three?']);
    // A quoted sentence ends at its closing quote: the next one is not counted with it.
    expect(sentences('It says: “Most left.” We stayed.')).toEqual([
      'It says: “Most left.”',
      'We stayed.',
    ]);
  });
});

describe('learning from edits', () => {
  it('a word added in two edits joins "use"; one deleted in two edits joins "avoid"', () => {
    let state = { profile, learning: emptyLearning() };
    const edit = (before: string, after: string) => {
      const r = learnFromEdit(state.profile, state.learning, before, after);
      state = { profile: r.profile, learning: r.learning };
      return r.changes;
    };
    expect(edit('Our delicious beans ship today.', 'Our crafted beans ship today.')).toEqual([]);
    expect(LEARN_THRESHOLD).toBe(2);
    expect(edit('Delicious coffee, freshly roasted.', 'Crafted coffee, freshly roasted.')).toEqual([
      { word: 'crafted', list: 'use' },
      { word: 'delicious', list: 'avoid' },
    ]);
    expect(state.profile.use).toContain('crafted');
    expect(state.profile.avoid).toContain('delicious');
    // A word to avoid that the user adds back twice moves to "use".
    edit('Fine coffee.', 'Delicious coffee.');
    edit('Fine beans.', 'Delicious beans.');
    expect(state.profile.use).toContain('delicious');
    expect(state.profile.avoid).not.toContain('delicious');
  });

  it('ignores short and common words', () => {
    const r = learnFromEdit(profile, emptyLearning(), 'a b', 'the and with this that');
    expect(r.learning.added).toEqual({});
  });
});

describe('drafts', () => {
  it('copy fields skip sources, recommendations and the score, and paths set text back', () => {
    const content = {
      summary: 'S',
      title: 'T',
      sections: [{ heading: 'H', body: 'B' }],
      sources: [{ title: 'x' }],
      brand_voice: { profile: { tone: ['warm'] } },
    };
    expect(copyFields(content).map((f) => f.label)).toEqual([
      'title',
      'section 1 › heading',
      'section 1 › body',
    ]);
    expect(draftText(content)).toBe('T\nH\nB');
    expect(setAtPath(content, ['sections', 0, 'body'], 'New').sections[0]!.body).toBe('New');
    expect(content.sections[0]!.body).toBe('B');
  });

  it('derives a profile from the business context', () => {
    const p = deriveBrandVoice({
      company: 'Northwind Coffee Roasters',
      industry: 'E-commerce',
      description:
        'Specialty coffee roaster selling single-origin beans. Direct-trade sourcing, roasted weekly; roasted fresh.',
      uniqueValue: null,
      offers: ['Coffee subscription'],
      audience: null,
    });
    expect(p.tone).toEqual(['warm', 'upbeat', 'direct']);
    expect(p.reading_level).toBe('conversational');
    expect(p.use[0]).toBe('Northwind Coffee Roasters');
    expect(p.use).toContain('Coffee subscription');
    expect(p.use).toContain('roasted');
    expect(p.avoid).toContain('synergy');
  });

  it('counts every social post against its platform limit', () => {
    const post = {
      platform: 'x' as const,
      text: 'é'.repeat(270),
      hashtags: ['Coffee'],
      char_count: 0,
      limit: 0,
      within_limit: true,
    };
    expect(charCount(socialPostText(post))).toBe(270 + 2 + 7);
    const draft = finalizeDraft(
      'social_posts',
      {
        summary: 's',
        recommendations: [{ title: 't', detail: 'd', priority: 'low' }],
        sources: [],
        assumptions: [],
        topic: 'x',
        template: null,
        brand_voice: { score: 0, profile, issues: [], used_words: [] },
        posts: [post, { ...post, platform: 'linkedin' }],
      },
      profile,
    );
    expect(draft.posts.map((p) => [p.limit, p.char_count, p.within_limit])).toEqual([
      [280, 279, true],
      [3000, 279, true],
    ]);
    const over = finalizeDraft(
      'social_posts',
      { ...draft, posts: [{ ...post, text: 'x'.repeat(281), hashtags: [] }] },
      profile,
    );
    expect(over.posts[0]).toMatchObject({ char_count: 281, within_limit: false });
  });

  it('reads a brief and refuses a bad one', () => {
    expect(parseContentBrief('Spring relaunch').brief).toEqual({ topic: 'Spring relaunch' });
    expect(parseContentBrief('Topic: Beans\nPlatforms: X, LinkedIn, twitter').brief).toEqual({
      topic: 'Beans',
      platforms: ['x', 'linkedin'],
    });
    expect(parseContentBrief('Platforms: MySpace').problem).toBe(CONTENT_MESSAGES.unknownPlatform);
    expect(parseContentBrief('Topic: !!!').problem).toBe(CONTENT_MESSAGES.topicNoWords);
    expect(parseContentBrief(`Topic: ${'a'.repeat(301)}`).problem).toBe(
      CONTENT_MESSAGES.topicTooLong,
    );
    expect(parseContentBrief('Template: nope').problem).toBe(CONTENT_MESSAGES.unknownTemplate);
    expect(parseContentBrief('Template: builtin:blog_article:how_to').problem).toBeNull();
  });

  it('reads how many posts a brief asks for, from 1 to a week of them', () => {
    expect(parseContentBrief('Topic: Beans\nPosts: 5').brief).toEqual({ topic: 'Beans', posts: 5 });
    for (const bad of ['0', '8', '2.5', 'five'])
      expect(parseContentBrief(`Topic: Beans\nPosts: ${bad}`).problem).toBe(
        CONTENT_MESSAGES.postCount,
      );
  });
});
