import { cn } from '@/web/lib/utils';
import { useMoney } from '@/web/lib/money';

/**
 * Spent against budget, the one way every page shows it (campaigns, the agency dashboard, the
 * client portal): a bar that turns red past 100 % and says by how much, or the spend alone
 * when there is no budget.
 */
export function BudgetProgress({
  budgetCents,
  spentCents,
  label = 'Budget spent',
  className,
}: {
  budgetCents: number | null;
  spentCents: number;
  /** The bar's accessible name, e.g. "Spring Launch budget spent". */
  label?: string;
  className?: string;
}) {
  const money = useMoney();
  if (budgetCents === null) {
    return (
      <p className={cn('text-sm text-muted-foreground', className)}>
        <span className="font-medium text-foreground">{money(spentCents)}</span> spent · no budget
        set
      </p>
    );
  }
  const percent =
    budgetCents === 0 ? (spentCents > 0 ? 100 : 0) : Math.round((spentCents / budgetCents) * 100);
  const over = spentCents > budgetCents;
  return (
    <div className={cn('space-y-1.5', className)}>
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span>
          <span className="font-medium">{money(spentCents)}</span>
          <span className="text-muted-foreground"> of {money(budgetCents)} spent</span>
        </span>
        <span
          className={cn('text-xs font-medium', over ? 'text-destructive' : 'text-muted-foreground')}
        >
          {over ? `${percent}% · Over budget by ${money(spentCents - budgetCents)}` : `${percent}%`}
        </span>
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(percent, 100)}
        aria-valuetext={`${money(spentCents)} of ${money(budgetCents)} spent (${percent}%)`}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full transition-all',
            over ? 'bg-destructive' : 'bg-primary',
          )}
          style={{ width: `${Math.min(percent, 100)}%` }}
        />
      </div>
    </div>
  );
}
