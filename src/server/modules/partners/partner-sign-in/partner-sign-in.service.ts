import { localPath } from '@shared/domain/local-path';
import { normalizeOrigin } from '@shared/domain/partner-popup';
import { PARTNER_SIGN_IN_OTHER_BROWSER } from '@shared/domain/sign-in/partner-sign-in';
import type { Actor } from '../../../access/actor';
import { writeAudit } from '../../../access/audit';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { clock } from '../../../lib/clock';
import { createKeyedHash, type FieldCipher, randomToken, sealDigits } from '../../../lib/field-crypto';
import {
  createOidcClient,
  type OidcClient,
  type PartnerClaims,
} from '../../../plugins/partner-sign-in/oidc-client';
import { addPartnerAdministrator, createPartnerCompany } from '../../company';
import {
  createPartnerAccount,
  enterCompany,
  getAccountSettings,
  hashPassword,
  openSession,
} from '../../identity';
import * as repo from './partner-sign-in.repository';

/** A pending login lives this long: the person has ten minutes at the partner's sign-in page. */
const LOGIN_TTL_MS = 10 * 60_000;

export const EMAIL_IN_USE_PATH = '/bambee/error/email-in-use';
export const COMPANY_PICKER_PATH = '/toast/router/select-toast-company';
export const ACCOUNTING_LANDING_PATH = '/intuit/router';
export const COMPANY_LANDING_PATH = '/employer-dashboard';
/** Where the accounting connect sends a bad company token, or a company the account may not enter (0058). */
export const ACCOUNTING_ERROR_PATH = '/intuit/error';
/** The accounting partner's slug: `/quickbooks/authenticate` starts its sign-in. */
export const ACCOUNTING_PARTNER = 'quickbooks';
/** A QuickBooks company's next page: its broker-of-record flow, which goes on to the section it is at. */
export const accountingCompanyPath = (idToken: string) =>
  `/broker-of-record?${new URLSearchParams({ company_id_token: idToken })}`;

export const UNAVAILABLE = (name: string) => `Sign-in with ${name} is not available.`;
export const LOGIN_FAILED = 'Your sign-in with the partner could not be completed. Please start again.';
/** Where a callback without its browser's binding cookie goes: the partner's error page saying why (0074). */
export const otherBrowserPath = (slug: string) =>
  `/bambee/error?${new URLSearchParams({ partner: slug, reason: PARTNER_SIGN_IN_OTHER_BROWSER })}`;

/** A login started: where to send the browser, and the state its binding cookie is made for. */
export type StartedLogin = { url: string; state: string };

/** A restaurant the restaurant-payroll partner vouches for (the `restaurants` claim). */
export type PartnerRestaurant = { fein: string; dba: string | null; name: string; state: string | null };

export type PartnerSignInDeps = { db: Db; config: Config; cipher: FieldCipher };

/** The partner sign-in flows (decision 0055); OIDC clients are cached per partner until their row changes. */
export function createPartnerSignIn({ db, config, cipher }: PartnerSignInDeps) {
  const clients = new Map<string, { updatedAt: number; client: OidcClient }>();
  const remoteKey = createKeyedHash(config.appSecret, 'partner-company-remote-id');

  async function clientFor(slug: string) {
    const row = await repo.findSignInClient(db, slug);
    if (!row)
      throw new AppError(
        'not_found',
        UNAVAILABLE(slug === 'toast' || slug === 'quickbooks' ? slug : 'this partner'),
      );
    const cached = clients.get(row.partnerId);
    if (cached && cached.updatedAt === row.updatedAt.getTime()) return { row, client: cached.client };
    const client = createOidcClient({
      issuer: row.issuer,
      clientId: row.clientId,
      clientSecret: cipher.decrypt(row.clientSecretEncrypted),
      redirectUri: `${config.publicUrl}/omniauth/${row.slug}/callback`,
    });
    clients.set(row.partnerId, { updatedAt: row.updatedAt.getTime(), client });
    return { row, client };
  }

  /** The accounting partner's companies the person is an administrator of there (the `realm_ids` claim). */
  function realmsOf(claims: PartnerClaims): string[] {
    const list = Array.isArray(claims.realm_ids) ? claims.realm_ids : [];
    return [
      ...new Set(list.filter((r): r is string => typeof r === 'string' && /^[0-9A-Za-z-]{1,64}$/.test(r))),
    ];
  }

  /**
   * An accounting login's companies (decision 0058): the account becomes an administrator of each company here
   * the partner keyed by one of the vouched realms; the session enters the company the login was started for
   * when the account is one of its administrators (else the caller is sent to the error page), or else the
   * first vouched company. Returns where to go.
   */
  async function enterAccountingCompanies(input: {
    partnerId: string;
    accountId: string;
    sessionId: string;
    claims: PartnerClaims;
    targetCompanyId: string | null;
    returnPath: string | null;
  }): Promise<string> {
    return db.transaction(async (tx) => {
      const vouched = await repo.findPartnerCompanies(
        tx,
        input.partnerId,
        realmsOf(input.claims).map((realm) => remoteKey(realm)),
      );
      for (const { companyId } of vouched) await addPartnerAdministrator(tx, companyId, input.accountId);
      const withReturn = (path: string) =>
        input.returnPath ? `${path}?${new URLSearchParams({ return_to: input.returnPath })}` : path;
      let enter: string | null = vouched[0]?.companyId ?? null;
      if (input.targetCompanyId) {
        if (!(await repo.isMember(tx, input.accountId, input.targetCompanyId))) {
          await writeAudit(tx, {
            accountId: input.accountId,
            sessionId: input.sessionId,
            companyId: input.targetCompanyId,
            action: 'partner_sign_in.company_refused',
          });
          return ACCOUNTING_ERROR_PATH;
        }
        enter = input.targetCompanyId;
      }
      if (enter) {
        await enterCompany(tx, input.sessionId, enter);
        await writeAudit(tx, {
          accountId: input.accountId,
          sessionId: input.sessionId,
          companyId: enter,
          action: 'partner_sign_in.enter_company',
          details: { linked: vouched.length },
        });
      }
      return withReturn(ACCOUNTING_LANDING_PATH);
    });
  }

  function restaurantsOf(claims: PartnerClaims): PartnerRestaurant[] {
    const list = Array.isArray(claims.restaurants) ? claims.restaurants : [];
    const seen = new Set<string>();
    const out: PartnerRestaurant[] = [];
    for (const item of list) {
      if (!item || typeof item !== 'object') continue;
      const r = item as Record<string, unknown>;
      const fein = typeof r.fein === 'string' ? r.fein.replace(/\D/g, '') : '';
      if (fein.length !== 9 || seen.has(fein)) continue;
      seen.add(fein);
      out.push({
        fein,
        dba: typeof r.dba === 'string' ? r.dba : null,
        name: typeof r.name === 'string' ? r.name : `Company ${fein.slice(-4)}`,
        state: typeof r.state === 'string' && /^[A-Z]{2}$/.test(r.state) ? r.state : null,
      });
    }
    return out;
  }

  /** Finds or creates the company for a partner's restaurant, makes the account its administrator, enters it. */
  async function enterRestaurant(input: {
    partnerId: string;
    accountId: string;
    sessionId: string;
    restaurant: PartnerRestaurant;
  }): Promise<string> {
    return db.transaction(async (tx) => {
      const key = remoteKey(input.restaurant.fein);
      let companyId = (await repo.findPartnerCompany(tx, input.partnerId, key))?.companyId;
      if (!companyId) {
        const taxId = sealDigits(cipher, input.restaurant.fein);
        companyId = await createPartnerCompany(tx, {
          name: input.restaurant.name,
          dbaName: input.restaurant.dba,
          state: input.restaurant.state ?? 'CA',
          taxIdEncrypted: taxId.encrypted,
          taxIdLast4: taxId.last4,
          partnerId: input.partnerId,
        });
        await repo.insertPartnerCompanyLink(tx, { partnerId: input.partnerId, remoteKey: key, companyId });
      }
      await addPartnerAdministrator(tx, companyId, input.accountId);
      await enterCompany(tx, input.sessionId, companyId);
      await writeAudit(tx, {
        accountId: input.accountId,
        sessionId: input.sessionId,
        companyId,
        action: 'partner_sign_in.enter_company',
      });
      return companyId;
    });
  }

  const flows = {
    /**
     * Starts a login: the pending login kept server-side, the browser sent to the partner. `returnTo`, a path of
     * this site (anything else is dropped), is where the person goes once signed in and in a company.
     */
    async start(slug: string, returnTo?: string | null, companyId?: string | null): Promise<StartedLogin> {
      const { row, client } = await clientFor(slug);
      const { url, checks } = await client.begin().catch(() => {
        throw new AppError('not_found', UNAVAILABLE(row.partnerName));
      });
      const now = clock.now();
      await repo.insertPartnerLogin(db, {
        ...checks,
        partnerId: row.partnerId,
        returnPath: localPath(returnTo),
        companyId: companyId ?? null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + LOGIN_TTL_MS),
      });
      return { url, state: checks.state };
    },

    /**
     * Completes a login from the partner's redirect. Returns where to go and, when someone was signed in, the
     * session's cookie token. `isBoundBrowser` says whether the browser's binding cookie is the one made for a state (decision 0074): a
     * callback opened in another browser goes to the error page with nothing written and the login left as it
     * was, so the person who started it may still finish it in their own browser.
     */
    async finish(
      slug: string,
      callbackUrl: URL,
      userAgent: string | null,
      isBoundBrowser: (state: string) => boolean,
    ): Promise<{ location: string; token: string | null }> {
      const { row, client } = await clientFor(slug);
      const state = callbackUrl.searchParams.get('state') ?? '';
      const now = clock.now();
      const pending = state ? await repo.findPendingLogin(db, state, row.partnerId, now) : null;
      if (!pending) throw new AppError('forbidden', LOGIN_FAILED);
      if (!isBoundBrowser(state)) return { location: otherBrowserPath(row.slug), token: null };
      const login = await repo.consumePartnerLogin(db, state, row.partnerId, now);
      if (!login) throw new AppError('forbidden', LOGIN_FAILED);

      let claims: PartnerClaims;
      try {
        claims = await client.finish(callbackUrl, login);
      } catch {
        await writeAudit(db, {
          accountId: null,
          action: 'partner_sign_in.refused',
          details: { partner: row.slug },
        });
        throw new AppError('forbidden', LOGIN_FAILED);
      }
      const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
      if (!email) throw new AppError('forbidden', LOGIN_FAILED);

      const outcome = await db.transaction(async (tx) => {
        const linked = await repo.findIdentity(tx, row.partnerId, claims.sub);
        if (linked)
          return linked.disabledAt
            ? ({ kind: 'disabled' } as const)
            : ({ kind: 'account', id: linked.accountId } as const);
        if (await repo.emailTaken(tx, email)) return { kind: 'email_in_use' } as const;
        const account = await createPartnerAccount(tx, {
          email,
          name: typeof claims.name === 'string' ? claims.name.slice(0, 200) : null,
          passwordHash: await hashPassword(randomToken(32)),
        });
        if (!account) return { kind: 'email_in_use' } as const;
        await repo.insertIdentity(tx, {
          accountId: account.id,
          partnerId: row.partnerId,
          subject: claims.sub,
        });
        await writeAudit(tx, {
          accountId: account.id,
          action: 'partner_sign_in.account_created',
          details: { partner: row.slug },
        });
        return { kind: 'account', id: account.id } as const;
      });
      // The page names the partner (its slug), so it can send the person back through it (decision 0059).
      if (outcome.kind === 'email_in_use')
        return {
          location: `${EMAIL_IN_USE_PATH}?${new URLSearchParams({ partner: row.slug })}`,
          token: null,
        };
      if (outcome.kind === 'disabled') throw new AppError('forbidden', LOGIN_FAILED);

      await repo.completePartnerLogin(db, login.id, outcome.id, cipher.encrypt(JSON.stringify(claims)));
      const { token, sessionId } = await openSession(db, config, { accountId: outcome.id, userAgent });
      const returnPath = localPath(login.returnPath);
      const withReturn = (path: string) =>
        returnPath ? `${path}?${new URLSearchParams({ return_to: returnPath })}` : path;
      if (row.kind !== 'restaurant_payroll') {
        const location = await enterAccountingCompanies({
          partnerId: row.partnerId,
          accountId: outcome.id,
          sessionId,
          claims,
          targetCompanyId: login.companyId,
          returnPath,
        });
        return { location, token };
      }
      const restaurants = restaurantsOf(claims);
      if (restaurants.length !== 1) return { location: withReturn(COMPANY_PICKER_PATH), token };
      await enterRestaurant({
        partnerId: row.partnerId,
        accountId: outcome.id,
        sessionId,
        restaurant: restaurants[0]!,
      });
      return { location: returnPath ?? COMPANY_LANDING_PATH, token };
    },

    /**
     * What the launch page needs for the popup handshake (decision 0057): the partner's name and the origins a
     * popup message may come from (each normalized; one that is not an http(s) origin is left out).
     */
    async popupConfig(slug: string): Promise<{ name: string; allowedOrigins: string[] }> {
      const row = await repo.findSignInClient(db, slug);
      if (!row) throw new AppError('not_found', UNAVAILABLE('this partner'));
      const origins = row.allowedOrigins.map(normalizeOrigin).filter((o): o is string => o !== null);
      return { name: row.partnerName, allowedOrigins: [...new Set(origins)] };
    },

    /**
     * `GET /quickbooks/authenticate?company_token=` (decision 0058): a company connected to the accounting
     * partner starts that partner's sign-in with the company's next page as the return path; the callback enters
     * it only for one of its administrators. Any other token (unknown, another partner's company, or none)
     * goes to the error page, as does a partner whose sign-in is not available (no state, so no binding cookie).
     */
    async authenticateCompany(companyToken: string | undefined): Promise<StartedLogin | { url: string }> {
      const company = companyToken ? await repo.findCompanyByToken(db, companyToken) : null;
      if (!company || company.partnerSlug !== ACCOUNTING_PARTNER || company.partnerKind !== 'accounting')
        return { url: ACCOUNTING_ERROR_PATH };
      try {
        return await flows.start(ACCOUNTING_PARTNER, accountingCompanyPath(company.idToken), company.id);
      } catch (error) {
        if (error instanceof AppError && error.code === 'not_found') return { url: ACCOUNTING_ERROR_PATH };
        throw error;
      }
    },

    /** `GET /intuit/status`: whether the company is connected to the accounting partner, and the account's state. */
    async accountingStatus(companyId: string, actor: Actor) {
      const company = await repo.findCompanyPartner(db, companyId);
      const account = await getAccountSettings(db, actor, undefined);
      return {
        connected: company?.partnerSlug === ACCOUNTING_PARTNER && company.partnerKind === 'accounting',
        partner: company?.partnerKind === 'accounting' ? company.partnerSlug : null,
        canSetCredentials: !account.hasPassword,
      };
    },

    /** The restaurant-payroll company picker's data: the FEINs the partner vouched for at the last login. */
    async multipleCompanies(accountId: string, email: string) {
      const login = await repo.findLatestLogin(db, accountId, 'restaurant_payroll');
      const restaurants = login?.claimsEncrypted
        ? restaurantsOf(JSON.parse(cipher.decrypt(login.claimsEncrypted)) as PartnerClaims)
        : [];
      const companies = await repo.listAccountCompanies(db, accountId, login?.partnerId ?? null);
      return {
        // Grouped: the companies this partner keys (its FEINs, listed below as well) and the account's others.
        company_profiles: companies.map((c) => ({
          id: c.id,
          name: c.name,
          idToken: c.idToken,
          group: c.connected ? ('partner' as const) : ('other' as const),
        })),
        feins: restaurants.map((r) => ({
          remote_id: remoteKey(r.fein).slice(0, 32),
          dba: r.dba,
          name: r.name,
          feinMasked: `**-***${r.fein.slice(-4)}`,
        })),
        email,
      };
    },

    /** Picks one of the vouched-for FEINs (by its remote_id) and enters its company; another is refused. */
    async pickCompany(actor: { accountId: string; sessionId: string }, remoteId: string): Promise<string> {
      const login = await repo.findLatestLogin(db, actor.accountId, 'restaurant_payroll');
      const restaurants = login?.claimsEncrypted
        ? restaurantsOf(JSON.parse(cipher.decrypt(login.claimsEncrypted)) as PartnerClaims)
        : [];
      const restaurant = restaurants.find((r) => remoteKey(r.fein).slice(0, 32) === remoteId);
      if (!login || !restaurant)
        throw new AppError('forbidden', 'That company is not one of yours at the partner.');
      return enterRestaurant({
        partnerId: login.partnerId,
        accountId: actor.accountId,
        sessionId: actor.sessionId,
        restaurant,
      });
    },
  };
  return flows;
}

export type PartnerSignIn = ReturnType<typeof createPartnerSignIn>;
