import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { EMBEDDED_QUERIES_ID } from '@/shared/embedded-session';
import { AppProvider, createQueryClient } from './app/provider';
import { AppRouter } from './app/router';
import { takeEmbeddedJson } from './lib/embedded-json';
import './styles.css';

const root = document.getElementById('root')!;
const queryClient = createQueryClient();
// The answers a page rendered on the server shows: the first render here shows the same.
const queries = takeEmbeddedJson(EMBEDDED_QUERIES_ID) as DehydratedState | undefined;
if (queries) hydrate(queryClient, queries);

const app = (
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);

// The server sends some pages with their markup (entry-server.tsx): the app takes it over
// rather than drawing it again.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
