import * as oidc from 'openid-client';

/** One partner's OpenID Connect client, as partner_sign_in_clients holds it (the secret already opened). */
export type OidcClientSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
};

/** What a login keeps server-side between the redirect and the callback. */
export type LoginChecks = { state: string; nonce: string; codeVerifier: string };

/** The claims a finished login yields: the ID token's, merged with the UserInfo endpoint's. */
export type PartnerClaims = { sub: string; email?: string; name?: string } & Record<string, unknown>;

export type OidcClient = {
  /** Fresh state, nonce and PKCE verifier, and the authorization URL carrying them (S256). */
  begin(): Promise<{ url: string; checks: LoginChecks }>;
  /**
   * Exchanges the callback's code with the verifier; openid-client checks the state, the ID token's
   * signature, issuer, audience, expiry and nonce, and the response's `iss`. Throws on any mismatch.
   */
  finish(callbackUrl: URL, checks: LoginChecks): Promise<PartnerClaims>;
};

const SCOPE = 'openid email profile';

/**
 * The adapter over openid-client (decision 0055): authorization code with PKCE, state and nonce. Discovery runs
 * once per settings object and is cached; plain http is allowed only for a loopback issuer (the local identity
 * provider of the development server and the tests).
 */
export function createOidcClient(settings: OidcClientSettings): OidcClient {
  let discovered: Promise<oidc.Configuration> | null = null;
  const issuerUrl = new URL(settings.issuer);
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(issuerUrl.hostname);

  function configuration(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(
        issuerUrl,
        settings.clientId,
        settings.clientSecret,
        undefined,
        loopback && issuerUrl.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = null; // a partner briefly down is retried on the next login
        throw error;
      });
    return discovered;
  }

  return {
    async begin() {
      const config = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: SCOPE,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, checks: { state, nonce, codeVerifier } };
    },
    async finish(callbackUrl, checks) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('The partner sent no ID token.');
      const userInfo = await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      return { ...userInfo, ...idClaims } as PartnerClaims;
    },
  };
}
