import { afterEach, describe, expect, it } from 'vitest';
import { apiRequest, setTransportSource } from './api-client';

/** What the client sent: the If-Match header of each request (decision 0012). */
function recordIfMatch() {
  const sent: (string | null)[] = [];
  setTransportSource(() => async (_path, init) => {
    sent.push(new Headers(init.headers).get('if-match'));
    return new Response(null, { status: 204 });
  });
  return sent;
}

describe('apiRequest sends the version a write is based on as If-Match', () => {
  afterEach(() => setTransportSource(() => fetch));

  it('from the version the body names (the record it was read from), or the one given', async () => {
    const sent = recordIfMatch();
    await apiRequest('/api/x', { method: 'PATCH', body: { version: 4, isEligible: false } });
    await apiRequest('/api/x', { method: 'PUT', body: { version: '2026-12-01T10:00:00.000Z' } });
    await apiRequest('/api/x', { method: 'PUT', body: { city: 'Oakland' }, ifMatch: 7 });
    expect(sent).toEqual(['"4"', '"2026-12-01T10:00:00.000Z"', '"7"']);
  });

  it('sends none when the body names no version (or an unusable one)', async () => {
    const sent = recordIfMatch();
    await apiRequest('/api/x', { method: 'POST', body: { version: null } });
    await apiRequest('/api/x', { method: 'POST', body: [{ version: 2 }] });
    await apiRequest('/api/x', { method: 'POST', body: { changes: [{ version: 2 }] } });
    expect(sent).toEqual([null, null, null]);
  });
});
