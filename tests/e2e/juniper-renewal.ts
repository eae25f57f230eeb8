import { DEMO_RENEWALS } from '@server/db/seed';
import { SIGNATURE_PNG } from '../helpers/application';

/**
 * Signs Juniper's renewal through the employer's own call, as admin@example.com signed in over the API (what the
 * employer's sign step sends). Answers the response and the administrator's session cookie.
 */
export async function signJuniperRenewal(baseUrl: string): Promise<{ res: Response; cookie: string }> {
  const session = await fetch(`${baseUrl}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'demo-password' }),
  });
  const cookie = session.headers.get('set-cookie')?.split(';')[0] ?? '';
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  const res = await fetch(`${baseUrl}/api/v1/employer_application/sign_application`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrfToken },
    body: JSON.stringify({ id: DEMO_RENEWALS.juniper.id, signatureImageDataUrl: SIGNATURE_PNG }),
  });
  return { res, cookie };
}
