import { QUICK_WIN_STORAGE_KEY, type QUICK_WIN_TEMPLATES } from '@/shared/dashboard';

type TemplateId = (typeof QUICK_WIN_TEMPLATES)[number]['id'];

/**
 * The command palette stores the chosen quick-win template in browser storage and opens its
 * agent (seed 000 §2.7). The agent's page asks whether its own template waits (`hasTemplate`),
 * then takes it once applied (`takeTemplate` clears it), so the next visit is an ordinary one;
 * another agent's template is left alone.
 */
export function hasTemplate(id: TemplateId): boolean {
  try {
    return localStorage.getItem(QUICK_WIN_STORAGE_KEY) === id;
  } catch {
    return false;
  }
}

export function takeTemplate(id: TemplateId): boolean {
  if (!hasTemplate(id)) return false;
  try {
    localStorage.removeItem(QUICK_WIN_STORAGE_KEY);
  } catch {
    // Storage refused: the template simply applies again on the next visit.
  }
  return true;
}
