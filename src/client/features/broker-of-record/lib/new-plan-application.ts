/*
 * The landing page's "No" (docs/spec/3 §2: "No goes to an outside link that starts a new-plan application";
 * decision 0050): the product's public new-plan quote page, outside this app, opened in a new tab so the
 * partner's frame stays. It is told where the visitor came from (the broker-of-record landing page and the
 * partner's kind), never who they are or which company.
 */
export const NEW_PLAN_APPLICATION_URL = 'https://groupcover.com/small-group/new-plan';

export function newPlanApplicationUrl(partner: string | null): string {
  const query = new URLSearchParams({ source: 'broker-of-record' });
  if (partner) query.set('partner', partner);
  return `${NEW_PLAN_APPLICATION_URL}?${query}`;
}
