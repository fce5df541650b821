// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from '@/shared/documents';
import { HighlightedText } from './highlighted-text';
import { checkFile } from './upload-form';

afterEach(cleanup);

describe('HighlightedText', () => {
  it('marks the hits and renders everything as text, never as HTML', () => {
    const { container } = render(
      <p>
        <HighlightedText
          segments={[
            { text: 'Launch the ', match: false },
            { text: 'loyalty', match: true },
            { text: ' program <img src=x onerror="alert(1)">', match: false },
          ]}
        />
      </p>,
    );
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['loyalty']);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('Launch the loyalty program <img src=x onerror="alert(1)">');
  });
});

describe('checkFile', () => {
  const file = (name: string, size: number) => new File([new Uint8Array(size)], name);
  it('accepts the five types and refuses others, empty and oversized files with the server messages', () => {
    for (const name of ['a.pdf', 'b.DOCX', 'c.txt', 'd.md', 'e.csv'])
      expect(checkFile(file(name, 10))).toBeNull();
    expect(checkFile(file('setup.exe', 10))).toBe(DOCUMENT_MESSAGES.unsupportedType);
    expect(checkFile(file('noext', 10))).toBe(DOCUMENT_MESSAGES.unsupportedType);
    expect(checkFile(file('empty.txt', 0))).toBe(DOCUMENT_MESSAGES.emptyFile);
    expect(checkFile(file('big.pdf', DOCUMENT_MAX_BYTES + 1))).toBe(DOCUMENT_MESSAGES.tooLarge);
    expect(checkFile(file(`${'a.-'.repeat(100)}.txt`, 10))).toBe(DOCUMENT_MESSAGES.fileNameTooLong);
  });
});
