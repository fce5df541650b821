import { SEVEN_PS, type MarketingMix7pContent } from '@/shared/agent-runs';
import { humanize } from './parts';

/** The 7Ps as a list: where each P stands today and what to change. */
export function MarketingMixRenderer({ content }: { content: MarketingMix7pContent }) {
  return (
    <ol className="divide-y rounded-xl border bg-card">
      {SEVEN_PS.map((p, i) => (
        <li key={p} className="grid gap-2 p-4 break-inside-avoid md:grid-cols-[10rem_1fr_1fr]">
          <h3 className="font-semibold">
            <span className="mr-2 text-muted-foreground">{i + 1}.</span>
            {humanize(p)}
          </h3>
          <p className="text-sm">
            <span className="block text-xs font-medium uppercase text-muted-foreground">Today</span>
            {content[p].current}
          </p>
          <p className="text-sm">
            <span className="block text-xs font-medium uppercase text-primary">Recommendation</span>
            {content[p].recommendation}
          </p>
        </li>
      ))}
    </ol>
  );
}
