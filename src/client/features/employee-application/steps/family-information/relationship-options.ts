import { isSpouseOrPartner } from '@shared/domain/enrollment/family';
import type { DependentType } from '@shared/domain/enums';

/**
 * The relationships a dependent row may choose (docs/spec/1 §2): one spouse or domestic partner at most, so once
 * another row holds that place, a row offers only Child (and keeps showing its own choice until changed).
 */
export function listRelationshipOptions(
  types: ReadonlyArray<string | null | undefined>,
  index: number,
): DependentType[] {
  const partnerIndex = types.findIndex((t) => isSpouseOrPartner(t));
  if (partnerIndex === -1 || partnerIndex === index) return ['spouse', 'domestic_partner', 'child'];
  const own = types[index];
  return isSpouseOrPartner(own) ? [own as DependentType, 'child'] : ['child'];
}
