/*
 * The first view of a signed-in page, rendered on the server (issue 10, decision 0019): the page arrives with
 * its content, so a phone paints it before the app's code has downloaded, and the script then hydrates it.
 * Built by `vite build --ssr` into dist/server; the server's client-app plugin calls renderPage.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { type DehydratedState, dehydrate, type Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createPath, type Navigator, Router } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { setTransportSource, type Transport } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { sessionQueryOptions } from './lib/session';
import { siteConfigQueryOptions } from './lib/site-config';

const transports = new AsyncLocalStorage<Transport>();

/**
 * The server renders one address and goes nowhere: a page's redirect (`<Navigate>`, in an effect) is the app's
 * to make once it has started, and the page is sent as rendered until then (its frame, without content).
 */
const SERVER_NAVIGATOR: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  go: () => {},
  push: () => {},
  replace: () => {},
};

/** Renders of one page at most: the first, then after each round of the reads it asked for (see renderPage). */
const MAX_PASSES = 3;

/** Whether a query the page built may run: `enabled` false (or a function answering false) means not yet. */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

setTransportSource(() => {
  const transport = transports.getStore();
  if (!transport) throw new Error('entry-server: an API request outside a page render');
  return transport;
});

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The answers the page was rendered with, for the client's query cache. */
  state: DehydratedState;
}

/**
 * Renders `url` for the visitor whose reads `transport` answers (GET only). Null when the page cannot be
 * rendered as the visitor would see it first: nobody signed in (the app sends them to sign in), or a read
 * failed (the app shows its own error and retries). The caller then serves the plain shell.
 */
export async function renderPage(url: string, transport: Transport): Promise<RenderedPage | null> {
  const readOnly: Transport = (path, init) => {
    if ((init.method ?? 'GET') !== 'GET') throw new Error('entry-server: only reads while rendering');
    return transport(path, init);
  };
  return transports.run(readOnly, async () => {
    const client = createQueryClient({ retries: 0 });
    await Promise.all([
      client.prefetchQuery(sessionQueryOptions),
      client.prefetchQuery(siteConfigQueryOptions),
    ]);
    if (!client.getQueryData(sessionQueryOptions.queryKey)) return null;

    const deadline = AbortSignal.timeout(5000);
    const page = (
      <StrictMode>
        <AppProviders client={client}>
          <Router location={url} navigator={SERVER_NAVIGATOR}>
            <AppRoutes />
          </Router>
        </AppProviders>
      </StrictMode>
    );
    for (let pass = 1; ; pass++) {
      const { prelude } = await prerender(page, {
        signal: deadline,
        // Every boundary inline: a completed boundary is never sent apart with a script to move it in place
        // (the page's policy runs no inline script but index.html's own).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      });
      const html = await new Response(prelude).text();
      const queries = client.getQueryCache().getAll();
      if (queries.some((query) => query.state.status === 'error')) return null;
      // The reads the page asked for without waiting (the plans, their prices, the footer's contact): read them
      // and render again, so they come with the page too. Two more passes cover a read that needs another's
      // answer (the prices need the plans). A read that fails is left to the app.
      const asked = queries.filter(
        (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query),
      );
      if (asked.length === 0 || pass === MAX_PASSES) return { html, state: dehydrate(client) };
      await Promise.all(
        asked.map((query) =>
          query.fetch().catch(() => client.removeQueries({ queryKey: query.queryKey, exact: true })),
        ),
      );
    }
  });
}
