import { BEN_ADMIN_BASE_PATH } from '../ben-admin/flow';

/**
 * What a new employer registers for (docs/spec/3 §2 "/register"; decision 0052): benefits administration, moving
 * an existing plan to us as broker of record, or a large group's quote. `/register` creates the account and
 * the company, then sends each to its own flow.
 */
export const REGISTRATION_PATHS = ['benefits_administration', 'broker_of_record', 'large_group'] as const;
export type RegistrationPath = (typeof REGISTRATION_PATHS)[number];

export const REGISTRATION_PATH_LABELS: Record<RegistrationPath, { label: string; description: string }> = {
  benefits_administration: {
    label: 'Benefits administration',
    description: 'We run enrollment, payroll deductions and renewals for the plans you already have.',
  },
  broker_of_record: {
    label: 'Make Groupcover your broker',
    description: 'Keep your current medical plan and let us service it, at no extra cost.',
  },
  large_group: {
    label: 'Large group quote',
    description: 'For 51 or more full-time employees: send us your census and get quotes.',
  },
};

/** The path's value in `/register?path=` (kebab case, as addresses are). */
export const REGISTRATION_PATH_SLUGS: Record<RegistrationPath, string> = {
  benefits_administration: 'benefits-administration',
  broker_of_record: 'broker-of-record',
  large_group: 'large-group',
};

export function parseRegistrationPath(slug: string | null): RegistrationPath | null {
  const found = REGISTRATION_PATHS.find((p) => REGISTRATION_PATH_SLUGS[p] === slug);
  return found ?? null;
}

/** Where each path starts once the account exists (a lead made with the count goes straight to payment). */
export function startPathOf(path: RegistrationPath, hasLead: boolean): string {
  switch (path) {
    case 'benefits_administration':
      return `${BEN_ADMIN_BASE_PATH}/${hasLead ? 'payment' : 'start'}`;
    case 'broker_of_record':
      return '/broker-of-record';
    case 'large_group':
      return '/register-large-group';
  }
}
