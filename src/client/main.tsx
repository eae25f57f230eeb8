import './styles/mantine.css';
import './styles/boot.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { queryClient } from './lib/query-client';
import { reloadWhenScreensAreGone } from './lib/reload-after-deploy';

reloadWhenScreensAreGone();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <AppProviders>
      {/* Without transitions a page that is still loading shows its loader, not the previous page. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// A signed-in page's first view may come rendered by the server (entry-server.tsx), with the answers it was
// rendered from: the app takes those answers and hydrates the page instead of drawing it again.
const firstView = document.getElementById('first-view-state');
if (firstView?.textContent) {
  hydrate(queryClient, JSON.parse(firstView.textContent));
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
