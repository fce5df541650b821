/** What the app's recharts charts share: the theme's colors, axes, tooltip and formatters. */

export const CHART_COLORS = {
  primary: 'var(--color-primary)',
  success: 'var(--color-success)',
  warning: 'var(--color-warning)',
  destructive: 'var(--color-destructive)',
  muted: 'var(--color-muted-foreground)',
  grid: 'var(--color-border)',
};

/** An axis's tick labels. */
export const axisTick = { fontSize: 12, fill: CHART_COLORS.muted };
/** The horizontal grid lines of a chart over time (pass `horizontal={false}` for bar rows). */
export const gridProps = { stroke: CHART_COLORS.grid, vertical: false };
/** recharts' tooltip box is white by default: the popover's colours keep it in the theme. */
export const tooltipStyle = {
  borderRadius: 8,
  border: '1px solid var(--color-border)',
  backgroundColor: 'var(--color-popover)',
  color: 'var(--color-popover-foreground)',
  fontSize: 12,
};
/** The hover band behind a bar. */
export const barCursor = { fill: 'var(--color-muted)' };
export const legendStyle = { fontSize: 12 };
/** A chart as wide as its figure. */
export const chartSize = (height: number) => ({ width: '100%', height });

const shortDayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const compactFormat = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** '2026-03-01' → 'Mar 1' (calendar days, in UTC so they never shift). */
export const chartDay = (day: string) =>
  shortDayFormat.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
/** 12500 → '12.5K'. */
export const chartCompact = (value: number) => compactFormat.format(value);
/** The x axis of a chart over days: short dates, spaced out. */
export const dayAxisProps = { tickFormatter: chartDay, tick: axisTick, minTickGap: 24 };
