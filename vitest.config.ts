import { defineConfig } from 'vitest/config';
import { PATH_ALIASES } from './path-aliases';

// API tests run once on embedded PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL.
const apiProjects = [
  { name: 'api', env: { TEST_DB: 'pglite' } },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'api-pg', env: { TEST_DB: 'postgres' } }] : []),
];

// Tests of a module that need a database are named *.db.test.ts and run with the API tests; the rest of src
// is the unit project (decision 0066).
const DATABASE_TESTS = 'src/server/modules/**/*.db.test.ts';

// The server reads "today" in each company's zone (decision 0084) and most test companies are in California: the
// tests' own dates (new Date(), readToday) are read there too, so both agree whatever the machine's zone and hour.
process.env.TZ = 'America/Los_Angeles';

export default defineConfig({
  test: {
    pool: 'forks',
    // Where the time went, at the end of every run (tests/reporters/timing.ts).
    reporters: ['default', './tests/reporters/timing.ts'],
    // Both cores: API files and journeys run two at a time (each journey file has its own port and folder).
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias: PATH_ALIASES },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: [DATABASE_TESTS, 'node_modules/**'],
          environment: 'node',
          // Pure rules: nothing is mocked or stubbed and no module keeps state a test changes, so files share
          // their worker's imports instead of each paying a new one.
          isolate: false,
        },
      },
      ...apiProjects.map((p) => ({
        resolve: { alias: PATH_ALIASES },
        test: {
          name: p.name,
          include: [DATABASE_TESTS, 'tests/api/**/*.test.ts'],
          environment: 'node',
          env: p.env,
          // The database every file starts from, built once per run (tests/helpers/test-world.ts).
          globalSetup: ['tests/helpers/test-world-setup.ts'],
          // The server's modules are imported once per worker, not once per file: every file builds its own app
          // on its own database, and no module keeps state across apps (caches are per database).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
      {
        resolve: { alias: PATH_ALIASES },
        test: {
          name: 'e2e',
          // The world, the one browser and the shared servers (tests/e2e/global-setup.ts).
          globalSetup: ['tests/e2e/global-setup.ts'],
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
