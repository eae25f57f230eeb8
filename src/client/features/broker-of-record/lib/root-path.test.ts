import { describe, expect, it } from 'vitest';
import { rootTarget } from './root-path';

const profile = (mode: 'standard' | 'embedded', nextSectionUrl: string) => ({
  mode,
  applicationStatus: { nextSectionUrl },
});

describe("the broker-of-record root's target", () => {
  it("standard mode follows the server's next section", () => {
    expect(rootTarget(profile('standard', '/broker-of-record/basic-information'))).toBe(
      '/broker-of-record/basic-information',
    );
    expect(rootTarget(profile('standard', '/broker-of-record/sign'))).toBe('/broker-of-record/sign');
    expect(rootTarget(profile('standard', '/broker-of-record/policy'))).toBe('/broker-of-record/policy');
  });

  it('embedded mode goes to done when the server says so, else to the landing page', () => {
    expect(rootTarget(profile('embedded', '/broker-of-record/done'))).toBe('/broker-of-record/done');
    expect(rootTarget(profile('embedded', '/broker-of-record/contributions'))).toBe(
      '/broker-of-record/landing-page',
    );
  });
});
