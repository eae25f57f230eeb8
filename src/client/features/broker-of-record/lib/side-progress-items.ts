import {
  BOR_BASE_PATH,
  BOR_EMBEDDED_PATHS,
  BOR_SECTION_LABELS,
  BOR_SECTIONS,
  type BorSection,
} from '@shared/domain/broker-of-record/application';

/** An item of the embedded wizard's side progress list (spec 3 §2): complete, incomplete or current. */
export interface SideProgressItem {
  section: BorSection;
  label: string;
  /** The second line some items carry (spec 3 §2: Insurance Plans). */
  description: string | null;
  /** The section's page, under the base path. */
  path: string;
  state: 'complete' | 'incomplete' | 'current';
}

const DESCRIPTIONS: Partial<Record<BorSection, string>> = {
  currentPlan: 'Tell us your carrier name and group number',
};

/**
 * The list's items from the profile's sections map and the current path: the section whose page is open is
 * current (whether or not the server has it complete), the others as the server marks them (spec 3 §4).
 */
export function listSideProgressItems(
  sections: Readonly<Record<BorSection, 'complete' | 'incomplete'>>,
  pathname: string,
): SideProgressItem[] {
  const current = pathname.replace(/\/+$/, '');
  return BOR_SECTIONS.map((section) => {
    const path = `${BOR_BASE_PATH}${BOR_EMBEDDED_PATHS[section]}`;
    return {
      section,
      label: BOR_SECTION_LABELS[section],
      description: DESCRIPTIONS[section] ?? null,
      path,
      state: current === path ? 'current' : sections[section],
    };
  });
}
