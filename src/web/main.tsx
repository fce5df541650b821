import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { liftInertLater } from './lib/hydration';
import './styles.css';

const root = document.getElementById('root')!;

const app = (
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);

// The server sends some pages with their markup (entry-server.tsx): the app takes it over
// rather than drawing it again.
if (root.hasChildNodes()) {
  hydrateRoot(root, app);
  liftInertLater();
} else {
  createRoot(root).render(app);
}
