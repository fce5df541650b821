/**
 * The kinds of trouble that need attention, in the order they rank (decision 072), and the
 * ranking itself: apart from the campaign rules in attention.ts so that a page naming a kind
 * loads none of them.
 */
/** Most at stake first: money leaving, money lost, a signal, a person waiting, blind spots, then advice. */
export const ATTENTION_KINDS = [
  'overspend',
  'losing_money',
  'anomaly',
  'falling_health',
  'approval',
  'stale_data',
  'next_step',
] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

export const ATTENTION_LABELS: Record<AttentionKind, string> = {
  overspend: 'Overspend',
  losing_money: 'Losing money',
  anomaly: 'Anomaly',
  falling_health: 'Falling health',
  approval: 'Approval waiting',
  stale_data: 'Missing data',
  next_step: 'Next step',
};

/**
 * The badge of a budget item, always with its figure: over budget by how much, heading past
 * it (projected), or near it (90-100 % spent). "Overspend" alone said neither which nor how much.
 */
export function budgetLabel(
  spentCents: number,
  budgetCents: number,
  projectedPercentage: number | null = null,
): string {
  if (budgetCents <= 0) return 'No budget set';
  if (spentCents > budgetCents)
    return `Over budget by ${Math.ceil(((spentCents - budgetCents) * 100) / budgetCents)}%`;
  const spent = (spentCents * 100) / budgetCents;
  if (projectedPercentage !== null && projectedPercentage > 100)
    return `Projected at ${Math.round(projectedPercentage)}% of budget`;
  return `Near budget: ${Math.floor(spent)}% spent`;
}

type Rankable = { kind: AttentionKind; at_stake_cents?: number };

/**
 * Most urgent first: by kind (ATTENTION_KINDS' order), then by money at stake, then in the
 * order given (the caller's own order within a kind, e.g. the next agent to use).
 */
export function rankAttention<T extends Rankable>(items: readonly T[]): T[] {
  const order = (k: AttentionKind) => ATTENTION_KINDS.indexOf(k);
  return items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        order(a.item.kind) - order(b.item.kind) ||
        (b.item.at_stake_cents ?? 0) - (a.item.at_stake_cents ?? 0) ||
        a.index - b.index,
    )
    .map(({ item }) => item);
}
