import { describe, expect, it } from 'vitest';
import { csvCell } from './analytics';

describe('a CSV cell of an exported report', () => {
  it('defuses whatever a spreadsheet would run as a formula', () => {
    for (const value of [
      '=1+1',
      '+1+1',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
      "-2+3+cmd|' /C calc'!A0",
      '-1+1',
      '-A1',
      '-',
    ])
      expect(csvCell(value), value).toMatch(/^"?'/);
  });

  it('leaves numbers, negative ones included, and plain text as they are', () => {
    for (const value of ['-12', '-0.5', '-.5', '3.25', '-1e-7', '0', 'Spring sale', 'a-b'])
      expect(csvCell(value)).toBe(value);
  });

  it('quotes a cell with a comma, a quote or a line break', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=1,2')).toBe('"\'=1,2"');
  });
});
