import { lazyNamed } from '../../lib/lazy-named';
import { SCREEN_MODULES } from './screen-modules';

/*
 * The employee application's screens the application and the renewal (decision 0038) both show, each loaded on
 * its first visit (see lazyNamed), or ahead by the routes (screen-modules).
 */
export const BasicInformationStep = lazyNamed(SCREEN_MODULES.basicInformation, 'BasicInformationStep');
export const FamilyInformationStep = lazyNamed(SCREEN_MODULES.familyInformation, 'FamilyInformationStep');
export const ChooseCoverageStep = lazyNamed(SCREEN_MODULES.chooseCoverage, 'ChooseCoverageStep');
export const AdditionalInformationStep = lazyNamed(
  SCREEN_MODULES.additionalInformation,
  'AdditionalInformationStep',
);
export const SignStep = lazyNamed(SCREEN_MODULES.sign, 'SignStep');
