import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listPageModules } from './page-modules';

describe('page modules', () => {
  it("names existing modules for every step's address and the employer dashboard", () => {
    const pages = listPageModules();
    expect(pages['/employee-application']?.[1]).toMatch(/basic-information-step\.tsx$/);
    expect(pages['/employee-application/choose-dental-coverage']?.[1]).toMatch(/choose-coverage\/index\.ts$/);
    expect(pages['/employee-application/sign']?.[1]).toMatch(/sign-step\.tsx$/);
    expect(pages['/employer-dashboard']?.[1]).toMatch(/dashboard-home-page\.tsx$/);
    for (const file of Object.values(pages).flat()) {
      expect(existsSync(path.join(import.meta.dirname, '..', file)), file).toBe(true);
    }
  });
});
