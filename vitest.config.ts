import { defineConfig } from 'vitest/config';
import { PATH_ALIASES } from './path-aliases';

// API tests run once on embedded PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL.
const apiProjects = [
  { name: 'api', env: { TEST_DB: 'pglite' } },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'api-pg', env: { TEST_DB: 'postgres' } }] : []),
];

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias: PATH_ALIASES },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: ['src/server/modules/**', 'node_modules/**'],
          environment: 'node',
        },
      },
      ...apiProjects.map((p) => ({
        resolve: { alias: PATH_ALIASES },
        test: {
          name: p.name,
          include: ['src/server/modules/**/*.test.ts', 'tests/api/**/*.test.ts'],
          environment: 'node',
          env: p.env,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
      {
        resolve: { alias: PATH_ALIASES },
        test: {
          name: 'e2e',
          globalSetup: ['tests/e2e/global-setup.ts'],
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
