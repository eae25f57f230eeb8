import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { PATH_ALIASES } from './path-aliases';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The client lives in src/client; the built app goes to dist/client, served by the Fastify server.
export default defineConfig({
  root: r('./src/client'),
  publicDir: r('./public'),
  plugins: [react()],
  resolve: { alias: PATH_ALIASES },
  build: {
    outDir: r('./dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
