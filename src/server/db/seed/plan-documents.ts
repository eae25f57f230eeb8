import type { CoverageType } from '@shared/domain/enums';
import { planLinkFieldsOf } from '@shared/domain/plans/plan-documents';

/*
 * The demo plans' document links (decision 0070). They are placeholders, not the carriers' real pages: every
 * address is on the reserved `.example` domain (RFC 2606), one per carrier, so no demo link can ever reach a
 * real site or pass for a real plan's SBC.
 */

/** The carrier's seed key (`blueShieldCa`) as a host name (`blue-shield-ca`). */
const slug = (carrier: string) => carrier.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A demo plan's SBC, provider directory and formulary links, as its line carries them. */
export function demoPlanLinks(carrier: string, planKey: string, type: CoverageType) {
  const fields = planLinkFieldsOf(type);
  const site = `https://${slug(carrier)}.example`;
  return {
    sbcUrl: `${site}/sample-documents/${planKey}/summary-of-benefits.pdf`,
    providerDirectoryUrl: fields.includes('providerDirectoryUrl')
      ? `${site}/find-a-provider?plan=${planKey}`
      : null,
    formularyUrl: fields.includes('formularyUrl') ? `${site}/drug-list?plan=${planKey}` : null,
  };
}
