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
 * the user the authorization request's `login_hint` names (a user's `sub`), else the user chosen by signInAs, and
 * consent is implied (the grant is made for the client's scopes).
 */
export async function startLocalIdp(opts: {
  redirectUris: string[];
  users: IdpUser[];
  port?: number;
}): Promise<LocalIdp> {
  const users = new Map(opts.users.map((u) => [u.sub, u]));
  // Who signs in: the one the request's login_hint names; else the one signInAs chose; else the partner's people (`partner` matching the slug of the
  // callback the login goes back to, `/omniauth/{slug}/callback`): the one, or a chooser page when there are
  // several; else the first user.
  let chosen: string | null = null;
  const candidatesFor = (redirectUri: unknown): IdpUser[] => {
    const slug =
      typeof redirectUri === 'string' ? /\/omniauth\/([^/]+)\/callback$/.exec(redirectUri)?.[1] : null;
    const mine = opts.users.filter((u) => slug && u.partner === slug);
    return mine.length > 0 ? mine : opts.users.slice(0, 1);
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
    const match = /^\/interaction\/([^/]+)(\/login)?$/.exec(ctx.path);
    if (!match) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    if (details.prompt.name === 'login') {
      // A login_hint naming one of its users (the request's own) signs that one in; else the one chosen.
      const hint = details.params.login_hint;
      let sub = typeof hint === 'string' && users.has(hint) ? hint : chosen;
      if (!sub) {
        const candidates = candidatesFor(details.params.redirect_uri);
        if (candidates.length > 1 && match[2] && ctx.method === 'POST') {
          const picked = new URLSearchParams(await readBody(ctx.req)).get('sub');
          sub = candidates.find((u) => u.sub === picked)?.sub ?? null;
        } else if (candidates.length <= 1) sub = candidates[0]?.sub ?? '';
        if (!sub) {
          ctx.type = 'html';
          ctx.body = chooserPage(match[1]!, candidates);
          return;
        }
      }
      await provider.interactionFinished(
        ctx.req,
        ctx.res,
        { login: { accountId: sub } },
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

function readBody(req: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      text += chunk;
      if (text.length > 10_000) reject(new Error('Too large.'));
    });
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The local identity provider's sign-in when a partner has several people: one button per person. */
function chooserPage(uid: string, users: IdpUser[]): string {
  const buttons = users
    .map(
      (u) =>
        `<li><form method="post" action="/interaction/${escapeHtml(uid)}/login"><input type="hidden" name="sub" value="${escapeHtml(u.sub)}"><button type="submit">${escapeHtml(u.name)} (${escapeHtml(u.email)})</button></form></li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign in (local identity provider)</title></head><body><main><h1>Sign in as</h1><ul>${buttons}</ul></main></body></html>`;
}
