import { describe, expect, it } from 'vitest';
import { FILE_NAME_MAX, defaultTitle } from '@/shared/documents';
import { safeFileName } from './storage';

describe('safeFileName', () => {
  it('keeps letters, digits, dots, dashes and underscores, trimmed of edge dots and dashes', () => {
    expect(safeFileName('Café plan (v2).pdf')).toBe('Cafe-plan-v2-.pdf');
    expect(safeFileName('..-.hidden-.-')).toBe('hidden');
    expect(safeFileName('???')).toBe('file');
  });

  it('sanitises a megabyte of dots and dashes in one linear pass', () => {
    // The old trailing trim rescanned the run from every position: minutes for this name.
    const name = `a${'.-'.repeat(512 * 1024)}a.txt`;
    const cleaned = safeFileName(name);
    expect(cleaned.length).toBeLessThanOrEqual(FILE_NAME_MAX);
    expect(cleaned.endsWith('a.txt')).toBe(true);
    expect(defaultTitle(name).length).toBeLessThanOrEqual(FILE_NAME_MAX);
    expect(safeFileName(`a${'-.'.repeat(512 * 1024)}!`)).toBe('file');
  });
});
