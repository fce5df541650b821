import { COMPETITOR_ANALYSIS_TEMPLATE } from '@/shared/competitive-intelligence';
import { QUICK_WIN_STORAGE_KEY } from '@/shared/dashboard';

/**
 * The command palette stores the chosen quick-win template in browser storage and opens
 * /competitive-intelligence (seed 000 §2.4). Taken once: reading it clears it, so the next
 * visit is an ordinary one. Another agent's template (Customer Discovery) is left alone.
 */
export function takeCompetitorTemplate(): boolean {
  try {
    if (localStorage.getItem(QUICK_WIN_STORAGE_KEY) !== COMPETITOR_ANALYSIS_TEMPLATE.id)
      return false;
    localStorage.removeItem(QUICK_WIN_STORAGE_KEY);
    return true;
  } catch {
    return false;
  }
}

/** Whether the palette's template is waiting (without taking it). */
export function hasCompetitorTemplate(): boolean {
  try {
    return localStorage.getItem(QUICK_WIN_STORAGE_KEY) === COMPETITOR_ANALYSIS_TEMPLATE.id;
  } catch {
    return false;
  }
}
