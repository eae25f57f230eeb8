import { describe, expect, it } from 'vitest';
import { isPrivateApiPath } from './security-headers';

describe('isPrivateApiPath', () => {
  it('is every API path but the health check and the docs', () => {
    for (const url of ['/api', '/api/', '/api/v1/session', '/api/v1/x?y=1', '/api/healthz', '/api/docsx'])
      expect(isPrivateApiPath(url)).toBe(true);
    for (const url of [
      '/api/health',
      '/api/health?probe=1',
      '/api/docs',
      '/api/docs/json',
      '/',
      '/apix',
      '/login',
    ])
      expect(isPrivateApiPath(url)).toBe(false);
  });
});
