/**
 * The one way a web test renders the app's providers: `renderApp` puts the UI inside a query
 * client (no retries, so a failed request shows its error at once), a memory router and the
 * toaster, and `stubApi` answers `/api/v1` with what the server would send, 404 `not_found`
 * for what a test did not name. A provider the app gains is added here once, not in each test.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isValidElement, type ReactNode } from 'react';
import {
  createMemoryRouter,
  MemoryRouter,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  type InitialEntry,
  type Location,
  type RouteObject,
} from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** What a handler is given: the request as the server would read it. */
export type ApiRequest = {
  method: string;
  /** Below /api/v1, without the query string. */
  path: string;
  url: URL;
  /** The JSON body, parsed; a body that is not JSON as it was sent. */
  body: unknown;
  init: RequestInit | undefined;
};

/**
 * An answer: a Response as it is, or anything else as a 200 JSON body. The whole body is
 * written out, so `{ data }`, `{ data, meta }` and `{ data, engine }` are all expressible.
 */
export type ApiAnswer =
  Response | { [key: string]: unknown } | unknown[] | string | number | boolean | null;
export type ApiHandler = (request: ApiRequest) => ApiAnswer | Promise<ApiAnswer>;

/**
 * Answers by path below /api/v1: `'/campaigns'` for every method, `'POST /campaigns'` for one.
 * A value is the answer, or a handler that computes it.
 */
export type ApiRoutes = Record<string, ApiAnswer | ApiHandler>;

export type StubApiOptions = {
  /** Answers a path no route names; a 404 `not_found` error by default, as the server does. */
  fallback?: ApiHandler;
};

/** A JSON response with a status, for answers other than 200. */
export function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The server's error envelope. */
export function apiError(status: number, code = 'not_found', message = 'Not found') {
  return json({ error: { code, message } }, status);
}

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/** A request as a test asserts on it. */
export type RecordedRequest = Pick<ApiRequest, 'method' | 'path' | 'body'>;

/**
 * Stubs fetch with `routes`; returns the mock, the requests as `path?query` (`calls`) and as
 * method, path and body (`requests`), in order.
 */
export function stubApi(routes: ApiRoutes = {}, { fallback }: StubApiOptions = {}) {
  const calls: string[] = [];
  const requests: RecordedRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const method = init?.method ?? 'GET';
    const request = { method, path, url, body: parseBody(init?.body), init };
    calls.push(`${path}${url.search}`);
    requests.push({ method, path, body: request.body });
    const key = `${method} ${path}` in routes ? `${method} ${path}` : path;
    const route = key in routes ? routes[key] : (fallback ?? (() => apiError(404)));
    // A Response given as a route's value answers every request to it, so each gets a copy.
    if (route instanceof Response) return route.clone();
    const answer = typeof route === 'function' ? await (route as ApiHandler)(request) : route;
    return answer instanceof Response ? answer : json(answer);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, calls, requests };
}

export type RenderAppOptions = {
  /** Where the router starts (a path, or an entry with state); `/` by default. */
  at?: InitialEntry;
  /** A route pattern to render `ui` at; without it `ui` is rendered on every path. */
  path?: string;
  /** Other route patterns and what they show, beside `path` (where a link or redirect lands). */
  routes?: Record<string, ReactNode>;
  /** Stubs fetch with these answers; a test that stubs fetch itself leaves it out. */
  api?: ApiRoutes;
  fallback?: ApiHandler;
  queryClient?: QueryClient;
};

/** A route table for a data router, as the application declares its routes. */
export type RouteTable = { routes: RouteObject[] };

const isRouteTable = (ui: ReactNode | RouteTable): ui is RouteTable =>
  typeof ui === 'object' && ui !== null && !isValidElement(ui) && 'routes' in ui;

/**
 * Renders `ui` as the application would, or a route table in a data router (`router` is then
 * returned too); returns a user, the query client and the location.
 */
export function renderApp(ui: ReactNode | RouteTable, options: RenderAppOptions = {}) {
  const stub = options.api ? stubApi(options.api, { fallback: options.fallback }) : undefined;
  const queryClient =
    options.queryClient ??
    new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  const at = options.at ?? '/';
  let current: Location | undefined;
  function TrackLocation() {
    current = useLocation();
    return null;
  }
  const router = isRouteTable(ui)
    ? createMemoryRouter(ui.routes, { initialEntries: [at] })
    : undefined;
  const page = isRouteTable(ui) ? null : options.path === undefined ? (
    ui
  ) : (
    <Routes>
      <Route path={options.path} element={ui} />
      {Object.entries(options.routes ?? {}).map(([path, element]) => (
        <Route key={path} path={path} element={element} />
      ))}
    </Routes>
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      {router ? (
        <RouterProvider router={router} />
      ) : (
        <MemoryRouter initialEntries={[at]}>
          {page}
          <TrackLocation />
        </MemoryRouter>
      )}
      <Toaster />
    </QueryClientProvider>,
  );
  return {
    ...result,
    user,
    queryClient,
    router,
    location: () => (router ? router.state.location : current!),
    fetch: stub?.fetch,
    calls: stub?.calls ?? [],
    requests: stub?.requests ?? ([] as RecordedRequest[]),
  };
}
