/** Display formatting shared by web and server (seed 000 §4, §9). */

/** 'just now' under 60 s, then minutes, hours and days ago. */
export function formatRelativeTime(date: Date | string | number, now: Date = new Date()): string {
  const then = new Date(date).getTime();
  const seconds = Math.max(0, Math.floor((now.getTime() - then) / 1000));
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}

/** The currencies an organization picks from in Settings (seed 000 §9: USD by default). */
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;
export const DEFAULT_CURRENCY = 'USD';
/** An ISO 4217 code: three capital letters. */
export const CURRENCY_CODE = /^[A-Z]{3}$/;

/** The short list, plus the organization's own code when it holds one outside it. */
export const currencyChoices = (current: string | null | undefined): string[] =>
  current && !(CURRENCIES as readonly string[]).includes(current)
    ? [...CURRENCIES, current]
    : [...CURRENCIES];

const currencyNames = new Intl.DisplayNames('en-US', { type: 'currency' });
/** "US dollars", "British pounds", "euros": a currency as a sentence names it. */
export const currencyName = (currency: string = DEFAULT_CURRENCY) => {
  const name = currencyNames.of(currency) ?? currency;
  if (/^[A-Z]{3}$/.test(name)) return name;
  // "US Dollar" → "US dollars": the unit in lower case and plural, its country as named.
  const words = name.split(' ');
  const unit = words.pop()!;
  return [...words, `${unit.toLowerCase()}s`].join(' ');
};

const moneyFormats = new Map<string, Intl.NumberFormat>();
const compactMoneyFormats = new Map<string, Intl.NumberFormat>();

/** One locale for every figure (en-US: "€1,235", "CA$1,235"); one formatter per currency. */
function moneyFormat(currency: string, compact: boolean): Intl.NumberFormat {
  const cache = compact ? compactMoneyFormats : moneyFormats;
  let format = cache.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: CURRENCY_CODE.test(currency) ? currency : DEFAULT_CURRENCY,
      ...(compact
        ? { notation: 'compact', maximumFractionDigits: 1 }
        : { maximumFractionDigits: 0, minimumFractionDigits: 0 }),
    });
    cache.set(currency, format);
  }
  return format;
}

/**
 * The product's one money formatter: an amount stored in cents, shown in the organization's
 * currency with no decimals (seed 000 §9). Pages, portal, PDFs and agents' texts all use it.
 */
export function formatMoney(
  cents: number | null | undefined,
  currency: string = DEFAULT_CURRENCY,
): string {
  return moneyFormat(currency, false).format(Math.round((cents ?? 0) / 100));
}

/** Whole units of the currency (a dollar figure an agent or a chart already holds): 1200 → "€1,200". */
export const formatMoneyUnits = (units: number, currency: string = DEFAULT_CURRENCY) =>
  moneyFormat(currency, false).format(Math.round(units));

/** Whole units on a chart axis: 12500 → "€12.5K". */
export const formatCompactMoney = (units: number, currency: string = DEFAULT_CURRENCY) =>
  moneyFormat(currency, true).format(units);

/** The currency's sign as amounts show it: "$", "€", "£", "CA$", "A$" (a budget input's prefix). */
export function currencySymbol(currency: string = DEFAULT_CURRENCY): string {
  return (
    moneyFormat(currency, false)
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency
  );
}

export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
/** A calendar day (YYYY-MM-DD) or a timestamp, read in UTC so it never shifts a day. */
const toDay = (day: string | Date) =>
  typeof day === 'string' ? new Date(`${day.slice(0, 10)}T00:00:00Z`) : day;

/**
 * The product's one way to show a date: "Mar 1, 2026". The pages, the client portal, the
 * PDF reports and the e-mails all use it, so a client reads the same date everywhere.
 */
export const formatDay = (day: string | Date) => dayFormat.format(toDay(day));
/** "Mar 1", for chart axes where the year is already given. */
export const formatShortDay = (day: string | Date) => shortDayFormat.format(toDay(day));

/** "Mar 1, 2026 – Mar 31, 2026"; one end only: "Starts …" / "Ends …"; neither: null. */
export function formatDateRange(
  start: string | null | undefined,
  end: string | null | undefined,
): string | null {
  if (start && end) return `${formatDay(start)} – ${formatDay(end)}`;
  if (start) return `Starts ${formatDay(start)}`;
  if (end) return `Ends ${formatDay(end)}`;
  return null;
}
