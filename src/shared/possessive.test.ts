import { describe, expect, it } from 'vitest';
import { possessive } from './possessive';

describe('possessive', () => {
  it("adds 's, or the apostrophe alone after a final s, with the text's own apostrophe", () => {
    expect(possessive('Acme')).toBe("Acme's");
    expect(possessive('Northwind Coffee Roasters')).toBe("Northwind Coffee Roasters'");
    expect(possessive('Lumen Solar Co.')).toBe("Lumen Solar Co.'s");
    expect(possessive('Tidal Outfitters', '’')).toBe('Tidal Outfitters’');
    expect(possessive('Fernleaf', '’')).toBe('Fernleaf’s');
  });
});
