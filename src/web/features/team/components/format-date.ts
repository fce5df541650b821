import { formatDay } from '@/shared/format';

/** A member's or an invitation's date, in the product's one date format ("Mar 1, 2026"). */
export const formatDate = (iso: string) => formatDay(iso);
