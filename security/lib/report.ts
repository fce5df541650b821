/** Each family's counts, printed as one line, and the first offending requests for diagnosis. */
export type FamilyResult = {
  family: string;
  tried: number;
  refused: number;
  failed: number;
  failures: string[];
  notes: string[];
};

export const SHOW_FAILURES = Number(process.env.SECURITY_SHOW_FAILURES ?? 15);

export function newResult(family: string): FamilyResult {
  return { family, tried: 0, refused: 0, failed: 0, failures: [], notes: [] };
}

export function fail(result: FamilyResult, message: string) {
  result.failed++;
  result.failures.push(message);
}

export function printResult(leg: string, r: FamilyResult) {
  const status = r.failed ? 'FAIL' : 'ok';
  console.log(
    `[${leg}] ${r.family.padEnd(11)} tried=${r.tried} refused=${r.refused} leaked/failed=${r.failed}  ${status}`,
  );
  for (const note of r.notes) console.log(`    note: ${note}`);
  for (const failure of r.failures.slice(0, SHOW_FAILURES)) console.log(`    ✗ ${failure}`);
  if (r.failures.length > SHOW_FAILURES)
    console.log(`    … and ${r.failures.length - SHOW_FAILURES} more`);
}

export const clip = (text: string, max = 160) =>
  (text.length > max ? `${text.slice(0, max)}…` : text).replace(/\s+/g, ' ');
