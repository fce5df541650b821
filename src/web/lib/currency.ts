import { createContext, useContext } from 'react';

/**
 * The signed-in organization's currency (Settings → Workspace), USD until it chooses (seed
 * 000 §9, as `DEFAULT_CURRENCY` in shared/format): provided once from the session
 * (router.tsx), so a component that shows money needs no query of its own. Kept apart from
 * the formatters so the router's first paint does not carry them.
 */
export const CurrencyContext = createContext<string>('USD');

export const useCurrency = (): string => useContext(CurrencyContext);
