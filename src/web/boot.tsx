import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { liftInertLater } from './lib/hydration';

/**
 * The app, started by main.tsx once the server's markup has painted: it takes that markup
 * over (entry-server.tsx renders it) rather than drawing it again, or renders the page itself.
 */
const root = document.getElementById('root')!;

const app = (
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);

if (root.hasChildNodes()) {
  hydrateRoot(root, app);
  liftInertLater();
} else {
  createRoot(root).render(app);
}
