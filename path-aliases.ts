import { fileURLToPath } from 'node:url';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Where `@shared/…`, `@server/…`, `@client/…` and `@tests/…` point, for Vite and Vitest (TypeScript and tsx
 * read the same mapping from tsconfig.json's `paths`): no import climbs more than two folders.
 */
export const PATH_ALIASES = {
  '@shared': r('./src/shared'),
  '@server': r('./src/server'),
  '@client': r('./src/client'),
  '@tests': r('./tests'),
};
