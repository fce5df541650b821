/**
 * The web app's performance budgets (issue 10), in one place for the scripts that check them.
 * Not in src/shared: neither the web app nor the server reads them, only the tooling does.
 */

/** Kilobytes as the budgets count them (gzip level 9 output, 1 KB = 1 000 bytes, as Vite prints). */
export const KB = 1000;

export type RouteBudget = {
  route: string;
  /**
   * The lazily loaded modules the route renders at first paint, as Vite's manifest names them
   * (paths relative to src/web). The entries are always counted; each module adds its own chunk
   * and the chunks it imports statically.
   */
  modules: string[];
  /** JavaScript loaded before the first paint, gzipped, in KB. */
  maxGzipKb: number;
};

export const ROUTE_BUDGETS: RouteBudget[] = [
  { route: '/', modules: ['app/routes/landing.tsx'], maxGzipKb: 120 },
  { route: '/login', modules: ['app/routes/login.tsx'], maxGzipKb: 130 },
  {
    route: '/dashboard',
    // The signed-in route table, which carries the shell, then the page itself.
    modules: ['app/signed-in-routes.tsx', 'app/routes/dashboard/index.tsx'],
    maxGzipKb: 180,
  },
];
