import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIRST_VIEW_MARK } from '@shared/first-view';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the built renderer (src/client/entry-server.tsx, in dist/server) exports. */
interface Renderer {
  renderPage(
    url: string,
    transport: (path: string, init: RequestInit) => Promise<Response>,
  ): Promise<{ html: string; state: unknown } | null>;
}

/** The stylesheets each rendered address needs beyond the entry's (written by the build, vite.config.ts). */
type PageStyles = Record<string, readonly string[]>;

/** The address as page-styles.json names it: without a trailing slash. */
function addressOf(url: string): string {
  return (url.split('?')[0] ?? '/').replace(/(.)\/$/, '$1');
}

const ROOT_START = '<!--first-view-->';
const ROOT_END = '<!--/first-view-->';
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** JSON inside a script element: nothing in it can close the element or open a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * index.html with the rendered page in #root, the answers it was rendered from (for the client's cache), the
 * page's stylesheets (so it paints styled) and the mark: the app's scripts move from the head into the mark,
 * which tells index.html's early script that the page came rendered and which scripts to load once it has
 * painted (early-requests.ts).
 */
export function composeFirstView(
  template: string,
  page: { html: string; state: unknown },
  styles: readonly string[],
): string {
  const start = template.indexOf(ROOT_START);
  const end = template.indexOf(ROOT_END);
  if (start < 0 || end < start) throw new Error('index.html has no first-view markers in #root');
  const state = `<script type="application/json" id="first-view-state">${scriptSafeJson(page.state)}</script>`;
  let html = template.slice(0, start) + page.html + template.slice(end + ROOT_END.length);
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no entry script');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  html = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const mark = `<meta name="${FIRST_VIEW_MARK}" content="${[entry, ...preloads].join(' ')}">`;
  // crossorigin as Vite's loader asks for them, so it finds them present and does not insert them again.
  const links = styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  return html
    .replace('<head>', `<head>${mark}`)
    .replace('</head>', `${links}</head>`)
    .replace('</body>', `${state}</body>`);
}

/**
 * Renders the first view of a signed-in page on the server (decision 0019), reading through the server's own
 * routes with the visitor's cookie, so the same access checks apply. It renders the addresses whose first code
 * the build lists (app/page-modules.ts: the application's pages, the employer's dashboard), for a visitor with a
 * cookie. Null when there is no renderer (not built, or SERVER_RENDERING=false), or for any other page: that
 * page starts in the browser.
 */
export async function loadFirstViewRenderer(clientDir: string, enabled: boolean) {
  const entry = path.join(clientDir, '..', 'server', 'entry-server.js');
  const stylesFile = path.join(clientDir, '..', 'page-styles.json');
  if (!enabled || !existsSync(entry) || !existsSync(stylesFile)) return null;
  const renderer = (await import(pathToFileURL(entry).href)) as Renderer;
  const pageStyles = JSON.parse(readFileSync(stylesFile, 'utf8')) as PageStyles;
  return async (app: FastifyInstance, request: FastifyRequest, template: string): Promise<string | null> => {
    const styles = pageStyles[addressOf(request.url)];
    if (request.method !== 'GET' || !styles || !request.headers.cookie) return null;
    const headers: Record<string, string> = { cookie: request.headers.cookie, accept: 'application/json' };
    const userAgent = request.headers['user-agent'];
    if (userAgent) headers['user-agent'] = userAgent;
    const transport = async (url: string, init: RequestInit) => {
      const answer = await app.inject({
        method: 'GET',
        url,
        headers: { ...headers, ...(init.headers as Record<string, string>) },
        remoteAddress: request.ip,
      });
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (typeof value === 'string') responseHeaders.set(name, value);
        else if (typeof value === 'number') responseHeaders.set(name, String(value));
      }
      return new Response(new Uint8Array(answer.rawPayload), {
        status: answer.statusCode,
        headers: responseHeaders,
      });
    };
    try {
      const page = await renderer.renderPage(request.url, transport);
      return page && composeFirstView(template, page, styles);
    } catch (error) {
      // The page still works: it starts in the browser. Only the error's message, never the page's data.
      request.log.warn({ err: { message: (error as Error).message } }, 'first view not rendered');
      return null;
    }
  };
}

export type FirstViewRenderer = NonNullable<Awaited<ReturnType<typeof loadFirstViewRenderer>>>;
