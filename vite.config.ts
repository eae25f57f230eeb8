import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { PATH_ALIASES } from './path-aliases';
import { listPageModules } from './src/client/app/page-modules';
import { buildEarlyRequestsScript, type EarlyPreloads } from './src/client/lib/early-requests';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The built files each address needs first (app/page-modules.ts): a page's modules with the chunks they
 * import and their styles, less what the entry already loads.
 */
function pagePreloads(bundle: Rollup.OutputBundle): EarlyPreloads {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: Rollup.OutputChunk[]) => {
    const seen = new Set<string>();
    const visit = (chunk: Rollup.OutputChunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const name of chunk.imports) visit(byFile.get(name)!);
    };
    start.forEach(visit);
    return [...seen].map((name) => byFile.get(name)!);
  };
  const loadedByEntry = new Set(closure(chunks.filter((chunk) => chunk.isEntry)).map((c) => c.fileName));
  const preloads: EarlyPreloads = {};
  for (const [address, modules] of Object.entries(listPageModules())) {
    const starts = modules.map((module) => {
      const chunk = chunks.find((c) => c.facadeModuleId === r(`./src/client/${module}`));
      if (!chunk) throw new Error(`page-modules: no chunk starts at ${module}`);
      return chunk;
    });
    const needed = closure(starts).filter((chunk) => !loadedByEntry.has(chunk.fileName));
    const files = needed.flatMap((chunk) => [chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? [])]);
    preloads[address] = [...new Set(files)].map((file) => `/${file}`);
  }
  return preloads;
}

/**
 * The stylesheets each address's first code brings (app/page-modules.ts), in the order Vite's own loader inserts
 * them (a chunk's imports' styles before its own), less the entry's: the server links them in the head of a
 * first view it renders (src/server/plugins/first-view.ts), so the page paints styled.
 */
function pageStyles(bundle: Rollup.OutputBundle): EarlyPreloads {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const stylesOf = (start: Rollup.OutputChunk[]) => {
    const seen = new Set<string>();
    const styles: string[] = [];
    const visit = (chunk: Rollup.OutputChunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const name of chunk.imports) visit(byFile.get(name)!);
      for (const css of chunk.viteMetadata?.importedCss ?? []) if (!styles.includes(css)) styles.push(css);
    };
    start.forEach(visit);
    return styles;
  };
  const loadedByEntry = new Set(stylesOf(chunks.filter((chunk) => chunk.isEntry)));
  const styles: EarlyPreloads = {};
  for (const [address, modules] of Object.entries(listPageModules())) {
    const starts = modules.map(
      (module) => chunks.find((c) => c.facadeModuleId === r(`./src/client/${module}`))!,
    );
    styles[address] = stylesOf(starts)
      .filter((file) => !loadedByEntry.has(file))
      .map((file) => `/${file}`);
  }
  return styles;
}

/**
 * Puts the early-requests script inline at the top of index.html (the server allows it by its hash); in a
 * build it also preloads each address's first code.
 */
const earlyRequests: Plugin = {
  name: 'groupcover-early-requests',
  transformIndexHtml: (_html, ctx) => {
    if (ctx.bundle) {
      // Beside the client's folder, not served: the server reads it at start.
      writeFileSync(r('./dist/page-styles.json'), JSON.stringify(pageStyles(ctx.bundle), null, 1));
    }
    return [
      {
        tag: 'script',
        children: buildEarlyRequestsScript(undefined, ctx.bundle ? pagePreloads(ctx.bundle) : {}),
        injectTo: 'head-prepend',
      },
    ];
  },
};

/** Writes dist/client-chunks.json (outside what the server serves): each chunk's imports and styles, for tests. */
const chunkMap: Plugin = {
  name: 'groupcover-chunk-map',
  apply: 'build',
  writeBundle(options, bundle) {
    const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
    const map = Object.fromEntries(
      chunks.map((chunk) => [
        chunk.fileName,
        {
          isEntry: chunk.isEntry,
          isDynamicEntry: chunk.isDynamicEntry,
          imports: chunk.imports,
          css: [...(chunk.viteMetadata?.importedCss ?? [])],
        },
      ]),
    );
    writeFileSync(path.join(options.dir!, '..', 'client-chunks.json'), JSON.stringify(map, null, 1));
  },
};

// The client lives in src/client; the built app goes to dist/client, served by the Fastify server. The
// server's renderer of first views (src/client/entry-server.tsx) is built with `--ssr` into dist/server.
export default defineConfig(({ isSsrBuild }) => ({
  root: r('./src/client'),
  publicDir: isSsrBuild ? false : r('./public'),
  plugins: isSsrBuild ? [react()] : [react(), earlyRequests, chunkMap],
  resolve: { alias: PATH_ALIASES },
  // One self-contained file for the server: the same React, router and Mantine as the client's build.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: r('./dist/server'), emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir: r('./dist/client'),
        emptyOutDir: true,
        sourcemap: false,
        chunkSizeWarningLimit: 900,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+|@mantine[\\/]hooks)[\\/]/,
                  tags: ['$initial'],
                },
              ],
            },
          },
        },
      },
  // The renewal suite selection is spec 3's own path, outside /api (decision 0039).
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/employer-renewal/select-renewal-suite': 'http://localhost:3000',
    },
  },
}));
