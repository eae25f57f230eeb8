import type { Db } from '../../../db/client';
import type { FieldCipher } from '../../../lib/field-crypto';
import type { IdpUser } from '../../../plugins/partner-sign-in/local-idp';
import { upsertSignInClient } from './partner-sign-in.repository';

/** The partners the local identity provider stands in for (decision 0055). */
export const LOCAL_PARTNERS = [
  { slug: 'toast', name: 'Toast', color: '#ff4c00', kind: 'restaurant_payroll' },
  { slug: 'quickbooks', name: 'QuickBooks', color: '#2ca01c', kind: 'accounting' },
] as const;

/** The local identity provider's person whose e-mail is a demo account's (admin@example.com). */
export const EMAIL_IN_USE_SUB = 'toast-demo-email-in-use';
/** The realms (QuickBooks company ids) of the local QuickBooks users, one each; invented. */
export const LOCAL_QUICKBOOKS_REALMS = ['9341452718306541', '9341452718306542'] as const;

/**
 * The people at the local identity provider. The first is who the development server signs in: a restaurant
 * owner with two FEINs, so the company picker shows. Their FEINs are invented (no real employer's). The others
 * sign in when the authorization request's `login_hint` names their `sub` (the journeys add it).
 */
export const LOCAL_IDP_USERS: IdpUser[] = [
  {
    sub: 'toast-demo-owner',
    email: 'owner@bluefin-sushi.example.com',
    name: 'Ana Moreno',
    partner: 'toast',
    restaurants: [
      { fein: '12-3456789', dba: 'Blue Fin Sushi', name: 'Blue Fin Restaurants LLC', state: 'CA' },
      { fein: '98-7654321', dba: 'Taco Corner', name: 'Corner Foods Inc', state: 'TX' },
    ],
  },
  {
    // The demo benefits administrator's e-mail: signing in as this person shows Email Already in Use (0059).
    sub: EMAIL_IN_USE_SUB,
    email: 'admin@example.com',
    name: 'Rachel Kim',
    restaurants: [{ fein: '45-6789012', dba: 'Harbor Cafe', name: 'Harbor Cafe LLC', state: 'CA' }],
    // No `partner`: only a login_hint naming this person signs them in (Ana stays the toast default).
  },
  // QuickBooks users (decision 0058): /omniauth/quickbooks or /quickbooks/authenticate shows a chooser between
  // them. Each one's realm is the QuickBooks company a company here may be keyed by (partner_companies), which
  // makes them one of its administrators.
  {
    sub: 'quickbooks-demo-owner',
    email: 'books@lantern-street.example.com',
    name: 'Priya Natarajan',
    partner: 'quickbooks',
    realm_ids: [LOCAL_QUICKBOOKS_REALMS[0]],
  },
  {
    sub: 'quickbooks-demo-bookkeeper',
    email: 'marcus@tidewater-bikes.example.com',
    name: 'Marcus Hale',
    partner: 'quickbooks',
    realm_ids: [LOCAL_QUICKBOOKS_REALMS[1]],
  },
];

/** Points the local partners' sign-in clients at the local identity provider (creating the partners if new). */
export async function registerLocalPartners(
  db: Db,
  cipher: FieldCipher,
  idp: { issuer: string; clientId: string; clientSecret: string },
) {
  for (const { kind, ...partner } of LOCAL_PARTNERS) {
    await upsertSignInClient(db, partner, {
      kind,
      issuer: idp.issuer,
      clientId: idp.clientId,
      clientSecretEncrypted: cipher.encrypt(idp.clientSecret),
      allowedOrigins: [idp.issuer],
    });
  }
}
