import { CheckCircle2, Lock } from 'lucide-react';
import { FEATURE_LABELS } from '@/shared/feature-unlocks';
import { FEATURES, type UnlockState } from '@/shared/unlocks';

/** Every feature of seed 000 §4: unlocked, or what unlocks it. */
export function UnlockTable({ unlocks }: { unlocks: UnlockState }) {
  const unlockedCount = FEATURES.filter((f) => unlocks[f].unlocked).length;
  return (
    <div className="overflow-x-auto rounded-xl border bg-card shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="p-4 text-left text-sm text-muted-foreground">
          {unlockedCount} of {FEATURES.length} features unlocked. Features unlock as you use
          Stratagent.
        </caption>
        <thead className="border-y bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              Feature
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Status
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Unlocks when
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {FEATURES.map((feature) => {
            const { unlocked, requirement } = unlocks[feature];
            return (
              <tr key={feature}>
                <th scope="row" className="px-4 py-3 font-medium">
                  {FEATURE_LABELS[feature]}
                </th>
                <td className="px-4 py-3">
                  {unlocked ? (
                    <span className="inline-flex items-center gap-1.5 text-success">
                      <CheckCircle2 className="size-4" aria-hidden="true" /> Unlocked
                    </span>
                  ) : (
                    <span className="inline-flex items-center gap-1.5 text-muted-foreground">
                      <Lock className="size-4" aria-hidden="true" /> Locked
                    </span>
                  )}
                </td>
                <td className="px-4 py-3 text-muted-foreground">{requirement}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
