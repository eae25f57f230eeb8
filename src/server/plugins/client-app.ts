import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FirstViewRenderer } from './first-view';

const ROBOTS_TXT = ['User-agent: *', 'Allow: /$', 'Allow: /login', 'Disallow: /', ''].join('\n');

/**
 * Serves the built client: pre-compressed (brotli, gzip) files, long-lived caching for hashed assets,
 * index.html for app paths (not for /api or for missing files), and /robots.txt. With a renderer, a signed-in
 * page's first view comes rendered in index.html (first-view.ts): private, never stored.
 */
export const clientApp = fp(
  async (
    app: FastifyInstance,
    opts: {
      clientDir: string;
      renderFirstView?: FirstViewRenderer | null;
      /** Extra head markup for one request's page (a form token's meta); such a page is never stored. */
      pageHead?: (request: FastifyRequest, reply: FastifyReply) => Promise<string | null>;
    },
  ) => {
    const indexFile = path.join(opts.clientDir, 'index.html');
    const hasClient = existsSync(indexFile);
    const template = hasClient ? readFileSync(indexFile, 'utf8') : '';

    app.get('/robots.txt', (_request, reply) => {
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(ROBOTS_TXT);
    });

    if (hasClient) {
      await app.register(fastifyStatic, {
        root: opts.clientDir,
        prefix: '/',
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname === '/api' || pathname.startsWith('/api/')) {
        return reply
          .status(404)
          .send({ error: `No API route for ${request.method} ${pathname}.`, code: 'not_found' });
      }
      const isAppPath =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !path.posix.basename(pathname).includes('.');
      if (isAppPath && hasClient) {
        const rendered = opts.renderFirstView && (await opts.renderFirstView(app, request, template));
        const head = (await opts.pageHead?.(request, reply)) ?? null;
        if (rendered || head) {
          const html = rendered ?? template;
          return reply
            .header('cache-control', 'private, no-store')
            .type('text/html; charset=utf-8')
            .send(head ? html.replace('</head>', `${head}</head>`) : html);
        }
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      if (isAppPath) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The web app has not been built. Run `npm run build`, then restart the server.');
      }
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    });
  },
);
