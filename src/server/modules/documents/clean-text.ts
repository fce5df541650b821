/**
 * Extracted text as stored: no NUL or control characters (PostgreSQL text refuses NUL),
 * tidy blank lines, at most `maxChars` long. Every expression here is linear in the input.
 */
export function cleanText(text: string, maxChars: number): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\v\f\u000E-\u001F\u007F]/g, '')
      // The look-behind makes a run of blanks fail once, not once per blank, when no newline ends it.
      .replace(/(?<![ \t])[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
      .slice(0, maxChars)
  );
}
