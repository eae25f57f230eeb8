import { describe, expect, it } from 'vitest';
import { SCREEN_FILES } from './screen-files';
import { SCREEN_MODULES } from './screen-modules';

/** Transforming every screen's module takes seconds on a loaded 2-core machine: more than the default 5 s. */
const TRANSFORM_TIMEOUT_MS = 30_000;

describe('screen modules', () => {
  it(
    'loads each screen from the file the build preloads for it',
    async () => {
      expect(Object.keys(SCREEN_FILES).sort()).toEqual(Object.keys(SCREEN_MODULES).sort());
      for (const [screen, file] of Object.entries(SCREEN_FILES)) {
        const loaded = await SCREEN_MODULES[screen as keyof typeof SCREEN_MODULES]();
        expect(loaded, screen).toBe(await import(/* @vite-ignore */ `../../${file}`));
      }
    },
    TRANSFORM_TIMEOUT_MS,
  );
});
