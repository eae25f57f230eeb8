/**
 * The restaurant-payroll popup's addresses (decision 0057), apart from its rules (partner-popup.ts) so the
 * router's entry carries these few names only.
 */
/** The spec's plan lines, one launch page each: `/toast_launch_medical`, … Any other is not found. */
export const TOAST_LAUNCH_PRODUCTS = [
  'medical',
  'dental',
  'vision',
  'term_life',
  'whole_life',
  'short_term_disability',
  'long_term_disability',
] as const;
export type ToastLaunchProduct = (typeof TOAST_LAUNCH_PRODUCTS)[number];

export const TOAST_LAUNCH_PREFIX = '/toast_launch_';
export const TOAST_CONNECT_PATH = '/toast_connect_benefits';
