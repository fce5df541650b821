import { describe, expect, it } from 'vitest';
import { wordsOf } from '@/shared/text-quality';
import { audienceBrief, audienceHead, lcFirst, openingPhrase, shortRun, whatItIs } from './phrases';

describe('whatItIs', () => {
  it('reads what the company is or does from its description', () => {
    expect(
      whatItIs(
        'Northwind Roasters',
        'Northwind Roasters is a specialty coffee roaster in Yorkshire.',
      ),
    ).toBe('is a specialty coffee roaster in Yorkshire');
    expect(whatItIs('Acme', 'We make stainless steel valves for breweries.')).toBe(
      'makes stainless steel valves',
    );
  });

  it('never repeats the company as what it is', () => {
    expect(whatItIs('Lumen Yoga', 'Lumen Yoga Studio offers classes for beginners.')).toBeNull();
    expect(whatItIs('Lumen Yoga', 'Lumen Yoga Studio, a place to breathe.')).toBeNull();
  });
});

describe('whatItIs on a bare phrase', () => {
  it('keeps a place as written and gives the noun its article', () => {
    expect(whatItIs('Kettle & Crane', 'Bristol roastery selling speciality coffee online.')).toBe(
      'is a Bristol roastery',
    );
    expect(whatItIs('Acme', 'Specialty coffee roaster in Yorkshire.')).toBe(
      'is a specialty coffee roaster in Yorkshire',
    );
  });
});

describe('audienceHead', () => {
  it('keeps who the audience is, not its age or clause', () => {
    expect(audienceHead('UK home brewers aged 28 to 45 who own a grinder')).toBe('UK home brewers');
    expect(audienceHead('Operations managers at mid-sized firms')).toBe('Operations managers');
  });
});

describe('audienceBrief', () => {
  it('says a long audience in under twelve words, from its parts, and keeps a short one', () => {
    expect(
      audienceBrief('UK home brewers aged 28 to 45 who own a grinder and buy coffee every month'),
    ).toBe('UK home brewers');
    expect(
      audienceBrief('Donors aged 45 and over in South Australia who give to education causes'),
    ).toBe('Donors in South Australia who give to education causes');
    expect(
      audienceBrief(
        'Marketing leads at Irish consumer brands with 2 to 20 million euros in revenue',
      ),
    ).toBe('Marketing leads at Irish consumer brands');
    expect(audienceBrief('Home baristas who grind their own beans')).toBe(
      'Home baristas who grind their own beans',
    );
  });
});

describe('lcFirst', () => {
  it('continues a sentence but keeps a platform, an acronym and a name', () => {
    expect(lcFirst('Retention flows on the customer list')).toBe(
      'retention flows on the customer list',
    );
    expect(lcFirst('Google Ad Grants (free search advertising)')).toBe(
      'Google Ad Grants (free search advertising)',
    );
    expect(lcFirst('Cost per acquisition (CPA)')).toBe('cost per acquisition (CPA)');
    expect(lcFirst('Put Wildflower Tea Always-on Social first')).toBe(
      'put Wildflower Tea Always-on Social first',
    );
  });
});

describe('shortRun', () => {
  it('stays under six words as the repetition check counts them', () => {
    const short = shortRun('Same-week appointments with a physiotherapist who runs and skis');
    expect(short).toBe('Same-week appointments');
    expect(
      wordsOf(shortRun('Beans roasted to order and posted within 24 hours')).length,
    ).toBeLessThan(6);
  });
});

describe('openingPhrase', () => {
  it('keeps the capital of a place name, also before "-based"', () => {
    expect(openingPhrase('Bristol roastery')).toBe('Bristol roastery');
    expect(openingPhrase('Austin-based maker of form software')).toBe(
      'Austin-based maker of form software',
    );
    expect(openingPhrase('Specialty coffee roaster')).toBe('specialty coffee roaster');
  });
});
