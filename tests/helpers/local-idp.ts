export {
  type IdpUser,
  type LocalIdp,
  startLocalIdp,
} from '@server/plugins/partner-sign-in/local-idp';

/** A cookie jar for fetch: follows a URL's redirects at the identity provider until they leave it. */
export async function followAtIdp(startUrl: string, issuer: string, jar = new Map<string, string>()) {
  let url = startUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (!url.startsWith(issuer)) return { url, jar };
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1);
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`The identity provider answered ${response.status} without a redirect.`);
    url = new URL(location, url).href;
  }
  throw new Error('Too many redirects at the identity provider.');
}
