import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/**
 * A person at the partner: their subject, e-mail, name, (restaurant payroll) restaurants and (accounting) the
 * realm ids of their companies there; `partner` is the slug whose sign-in signs them in unless signInAs chose.
 */
export type IdpUser = {
  sub: string;
  email: string;
  name: string;
  partner?: string;
  restaurants?: { fein: string; dba: string | null; name: string; state: string }[];
  realm_ids?: string[];
};

export type LocalIdp = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  users: Map<string, IdpUser>;
  /** Who the headless login signs in next (no UI: the interaction finishes at once as this user). */
  signInAs(sub: string): void;
  close(): Promise<void>;
};

/**
 * A real OpenID Connect provider (oidc-provider) on a loopback port (random unless given), standing in for the
 * partners in development and the tests (decision 0055); never started in production (oidc-provider is a
 * development dependency). One confidential client with PKCE required; the login interaction needs no UI: it signs in
 * the user chosen by signInAs, and consent is implied (the grant is made for the client's scopes).
 */
export async function startLocalIdp(opts: {
  redirectUris: string[];
  users: IdpUser[];
  port?: number;
}): Promise<LocalIdp> {
  const users = new Map(opts.users.map((u) => [u.sub, u]));
  // Who signs in: the one signInAs chose, else the first user of the partner whose callback the login goes
  // back to (`/omniauth/{slug}/callback`), else the first user.
  let chosen: string | null = null;
  const userFor = (redirectUri: unknown): string => {
    if (chosen) return chosen;
    const slug =
      typeof redirectUri === 'string' ? /\/omniauth\/([^/]+)\/callback$/.exec(redirectUri)?.[1] : null;
    return (opts.users.find((u) => slug && u.partner === slug) ?? opts.users[0])?.sub ?? '';
  };
  const clientId = `groupcover-${randomBytes(4).toString('hex')}`;
  const clientSecret = randomBytes(24).toString('base64url');

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: opts.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { methods: ['S256'], required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'restaurants', 'realm_ids'],
    },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    // Its own signing key and lifetimes (the library's development defaults warn at every start).
    jwks: {
      keys: [
        {
          ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
          use: 'sig',
          alg: 'RS256',
          kid: 'local-idp',
        } as never,
      ],
    },
    ttl: {
      Interaction: 600,
      Grant: 3600,
      Session: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const user = users.get(sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: user.email,
          email_verified: true,
          name: user.name,
          restaurants: user.restaurants ?? [],
          realm_ids: user.realm_ids ?? [],
        }),
      };
    },
    // Consent is implied: the partner's own app signs its users in to us.
    async loadExistingGrant(ctx) {
      const clientIdOf = ctx.oidc.client?.clientId;
      const accountId = ctx.oidc.session?.accountId;
      if (!clientIdOf || !accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: clientIdOf, accountId });
      grant.addOIDCScope('openid email profile');
      grant.addOIDCClaims(['email', 'email_verified', 'name', 'restaurants', 'realm_ids']);
      await grant.save();
      return grant;
    },
  };

  const server = await new Promise<Server>((resolve) => {
    const s = createServer();
    s.listen(opts.port ?? 0, '127.0.0.1', () => resolve(s));
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, configuration);
  provider.use(async (ctx, next) => {
    const match = /^\/interaction\/([^/]+)$/.exec(ctx.path);
    if (!match) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    if (details.prompt.name === 'login') {
      await provider.interactionFinished(
        ctx.req,
        ctx.res,
        { login: { accountId: userFor(details.params.redirect_uri) } },
        {
          mergeWithLastSubmission: false,
        },
      );
    } else {
      await provider.interactionFinished(ctx.req, ctx.res, {}, { mergeWithLastSubmission: true });
    }
    ctx.respond = false;
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    users,
    signInAs(sub) {
      chosen = sub;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
