/*
 * The first view of a signed-in page, rendered on the server (issue 10, decision 0019): the page arrives with
 * its content, so a phone paints it before the app's code has downloaded, and the script then hydrates it.
 * Built by `vite build --ssr` into dist/server; the server's client-app plugin calls renderPage.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { type DehydratedState, dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { setTransportSource, type Transport } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { sessionQueryOptions } from './lib/session';
import { siteConfigQueryOptions } from './lib/site-config';

const transports = new AsyncLocalStorage<Transport>();

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

    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), 5000);
    try {
      const { prelude } = await prerender(
        <StrictMode>
          <AppProviders client={client}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </StrictMode>,
        {
          signal: controller.signal,
          // Every boundary inline: a completed boundary is never sent apart with a script to move it in place
          // (the page's policy runs no inline script but index.html's own).
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onError: (error) => {
            if (process.env.FIRST_VIEW_DEBUG) console.error('first view:', error);
          },
        },
      );
      const html = await new Response(prelude).text();
      const failed = client
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error');
      return failed ? null : { html, state: dehydrate(client) };
    } finally {
      clearTimeout(timeout);
    }
  });
}
