/** The company's renewal status page (docs/spec/2 §2.4), where admin mode leads back to. */
export const RENEWAL_STATUS_PATH = '/benefits-administration/renewal/status';

/** The renewal status page of the company the application belongs to. */
export function renewalStatusPath(companyIdToken: string): string {
  return `${RENEWAL_STATUS_PATH}?${new URLSearchParams({ company_id_token: companyIdToken })}`;
}
