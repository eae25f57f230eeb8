import type { IndividualApplicationStatus } from '@shared/domain/enums';
import { getIndividualApplicationButton } from '@shared/domain/offers/offers';

/**
 * The upsell card's button. The shared rule labels a started application (Continue Application) and a
 * submitted one (disabled Application Pending); an application not started yet, whose status the server
 * reports as not_available while individual applications are available, gets "Get Started".
 */
export function getUpsellButton(status: IndividualApplicationStatus): { label: string; disabled: boolean } {
  return getIndividualApplicationButton(status) ?? { label: 'Get Started', disabled: false };
}

/** The renewal-soon warning of the upsell card, naming the available individual plan types. */
export function getRenewalWarningText(dental: boolean, vision: boolean): string {
  const kind = dental && vision ? 'dental or vision' : dental ? 'dental' : 'vision';
  return `Your company renewal is happening soon. Check with your employer to see if they plan to add a ${kind} plan you can enroll in.`;
}
