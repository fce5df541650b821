import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate, useSearchParams, type NavigateOptions, type To } from 'react-router';

/**
 * The active client of an agency (seed 000 §2.1: "the active client is carried in the query
 * string as client_id"). Inside a client workspace (/clients/{id}/…) the workspace names it;
 * elsewhere `?client_id=` does (set by the header's client selector). New work — agent
 * sessions, documents, campaigns — is filed under it, and lists are narrowed to it.
 */
type Workspace = { clientId: string; clientName?: string | undefined };

const WorkspaceContext = createContext<Workspace | null>(null);

/**
 * Wraps a client workspace's pages: everything inside works for this client. The agents'
 * pages are the app's own, so their links name the agents' own paths (`/content/tool/x`);
 * a plain click on such a link inside the workspace opens the same page in the workspace
 * instead (see `scopePath`), so the work stays filed under the client.
 */
export function ActiveClientProvider({
  clientId,
  clientName,
  children,
}: Workspace & { children: ReactNode }) {
  const value = useMemo(() => ({ clientId, clientName }), [clientId, clientName]);
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    // Capture phase: runs before the router's Link handler, which skips a prevented click.
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || !root.contains(anchor)) return;
      if (anchor.target === '_blank' || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const path = `${url.pathname}${url.search}${url.hash}`;
      const scoped = scopePath(path, clientId);
      if (scoped === path) return;
      event.preventDefault();
      void navigate(scoped);
    };
    root.addEventListener('click', onClick, true);
    return () => root.removeEventListener('click', onClick, true);
  }, [clientId, navigate]);
  return (
    <WorkspaceContext.Provider value={value}>
      <div ref={ref} className="contents">
        {children}
      </div>
    </WorkspaceContext.Provider>
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ActiveClient = {
  /** The client new work is filed under and lists are narrowed to; undefined for all clients. */
  clientId: string | undefined;
  /** Whether the page is rendered inside the client's workspace (/clients/{id}/…). */
  inWorkspace: boolean;
};

/**
 * Whether a document or an output may be given to work for the active client: the client's
 * own and those filed without a client (the agency's brand material, decision 026), never
 * another client's (the server refuses those, `contextOfAnotherClient`).
 */
export const usableForClient = (
  activeClientId: string | undefined,
  itemClientId: string | null | undefined,
) => !activeClientId || !itemClientId || itemClientId === activeClientId;

export function useActiveClient(): ActiveClient {
  const workspace = useContext(WorkspaceContext);
  const [params] = useSearchParams();
  if (workspace) return { clientId: workspace.clientId, inWorkspace: true };
  const fromQuery = params.get('client_id');
  return {
    clientId: fromQuery && UUID.test(fromQuery) ? fromQuery : undefined,
    inWorkspace: false,
  };
}

/**
 * The agent pages a client workspace hosts (seed 001 §2), as patterns of the agents' own
 * paths: `/strategy/session/x` inside the workspace of client c is
 * `/clients/c/agents/strategy/session/x`. A campaign-bound session path keeps its session.
 */
const AGENT_PATHS: { pattern: RegExp; to: (m: RegExpMatchArray) => string }[] = [
  {
    pattern: /^\/strategy(?:\/campaign\/[^/]+)?(\/session\/[^/]+)?\/?$/,
    to: (m) => `/strategy${m[1] ?? ''}`,
  },
  { pattern: /^\/persona(?:\/new)?\/?$/, to: (m) => m[0] },
  { pattern: /^\/persona\/session\/[^/]+\/?$/, to: (m) => m[0] },
  { pattern: /^\/persona\/interview\/[^/]+(?:\/session\/[^/]+)?\/?$/, to: (m) => m[0] },
  {
    pattern: /^\/marketing-strategy(?:\/(?:quick|guided|advanced))?(?:\/session\/[^/]+)?\/?$/,
    to: (m) => m[0],
  },
  {
    pattern: /^\/content(?:\/campaign\/[^/]+)?(\/session\/[^/]+)\/?$/,
    to: (m) => `/content${m[1] ?? ''}`,
  },
  { pattern: /^\/content(?:\/tool\/[^/]+(?:\/session\/[^/]+)?)?\/?$/, to: (m) => m[0] },
  { pattern: /^\/campaign-planning(?:\/session\/[^/]+)?\/?$/, to: (m) => m[0] },
  { pattern: /^\/competitive-intelligence(?:\/session\/[^/]+)?\/?$/, to: (m) => m[0] },
  { pattern: /^\/client-success(?:\/session\/[^/]+)?\/?$/, to: (m) => m[0] },
  {
    pattern:
      /^\/performance-intelligence(?:\/(?:dashboard|reports|(?:tool|session|campaign)\/[^/]+))?\/?$/,
    to: (m) => m[0],
  },
];
const CAMPAIGN_PATH = /^\/campaigns(?:\/[^/]+)?\/?$/;

/** Maps an app path to its place inside client `clientId`'s workspace, or leaves it as it is. */
export function scopePath(path: string, clientId: string): string {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const rest = cut === -1 ? '' : path.slice(cut);
  const base = `/clients/${clientId}`;
  if (CAMPAIGN_PATH.test(pathname)) return `${base}${pathname.replace(/\/$/, '')}${rest}`;
  for (const { pattern, to } of AGENT_PATHS) {
    const match = pathname.match(pattern);
    if (match) return `${base}/agents${to(match).replace(/\/$/, '')}${rest}`;
  }
  return path;
}

/**
 * A path mapper for agent pages: inside a client workspace it keeps their session and
 * campaign navigation in the workspace; elsewhere paths are unchanged.
 */
export function useScopedPath(): (path: string) => string {
  const workspace = useContext(WorkspaceContext);
  const clientId = workspace?.clientId;
  return useMemo(() => (path: string) => (clientId ? scopePath(path, clientId) : path), [clientId]);
}

/** `useNavigate` through `useScopedPath`: an agent page's navigation stays in the workspace. */
export function useScopedNavigate() {
  const navigate = useNavigate();
  const scoped = useScopedPath();
  return useMemo(
    () =>
      (to: To | number, options?: NavigateOptions): void | Promise<void> => {
        if (typeof to === 'number') return navigate(to);
        return navigate(typeof to === 'string' ? scoped(to) : to, options);
      },
    [navigate, scoped],
  );
}
