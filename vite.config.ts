import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { PATH_ALIASES } from './path-aliases';
import { buildEarlyRequestsScript } from './src/client/lib/early-requests';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Puts the early-requests script inline at the top of index.html (the server allows it by its hash). */
const earlyRequests: Plugin = {
  name: 'groupcover-early-requests',
  transformIndexHtml: () => [
    { tag: 'script', children: buildEarlyRequestsScript(), injectTo: 'head-prepend' },
  ],
};

// The client lives in src/client; the built app goes to dist/client, served by the Fastify server.
export default defineConfig({
  root: r('./src/client'),
  publicDir: r('./public'),
  plugins: [react(), earlyRequests],
  resolve: { alias: PATH_ALIASES },
  build: {
    outDir: r('./dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
