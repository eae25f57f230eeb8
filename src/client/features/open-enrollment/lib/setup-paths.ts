import type { OpenEnrollmentSetupStatus } from '@shared/schemas/open-enrollment';

export const SETUP_BASE_PATH = '/benefits-administration/open-enrollment-setup';

/** Where /benefits-administration/open-enrollment-setup sends each status (spec 2 §2.3 and §4). */
export function setupPathFor(status: OpenEnrollmentSetupStatus['status']): string {
  if (status === 'processing') return `${SETUP_BASE_PATH}/processing-plans`;
  if (status === 'launched') return '/employer-dashboard';
  return `${SETUP_BASE_PATH}/plans`;
}
