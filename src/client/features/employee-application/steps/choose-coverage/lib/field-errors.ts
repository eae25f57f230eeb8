import type { CoverageChoiceValues, EnrollmentFlow } from './coverage-choice';

type PageField = keyof CoverageChoiceValues;

/** The server's field errors sorted to where they show: the page's fields, the modal's, or the form alert. */
export interface PlacedFieldErrors {
  page: Partial<Record<PageField, string>>;
  modal: { isEnrolling?: string; dependents: Record<string, string> };
  unplaced: string[];
}

/** A failed save: the server's message and its field errors, placed. */
export interface SaveError {
  message: string;
  placed: PlacedFieldErrors;
  /** Another window changed the application since this page loaded it. */
  reloadable: boolean;
}

const DEPENDENT_PREFIX = 'dependentsEnrolling.';

/** The page's controls the screen shows for a flow. */
export function listShownFields(
  flow: EnrollmentFlow,
  screen: { hasPlanChoice: boolean; hasAmount: boolean; hasSpouseAmount: boolean },
): Set<PageField> {
  const shown = new Set<PageField>();
  if (screen.hasPlanChoice) shown.add('planId');
  if (flow === 'segment') shown.add('segment');
  if (flow === 'employer_paid_choice') shown.add('employerPaidChoice');
  if (flow === 'enroll_or_decline' && screen.hasAmount) shown.add('coverageAmount');
  if (flow === 'enroll_or_decline' && screen.hasSpouseAmount) shown.add('spouseCoverageAmount');
  return shown;
}

/**
 * Places each field error (server keys as in coverageChoiceRequestSchema) at its control when the screen
 * shows it (the server's isEnrolling is the employer-paid Enroll or Decline choice), the modal's questions in
 * the modal, and the rest in the form alert.
 */
export function placeFieldErrors(
  fieldErrors: Record<string, string>,
  flow: EnrollmentFlow,
  shownFields: ReadonlySet<PageField>,
): PlacedFieldErrors {
  const placed: PlacedFieldErrors = { page: {}, modal: { dependents: {} }, unplaced: [] };
  const inModal = flow === 'enroll_or_decline';
  const isShown = (key: string): key is PageField =>
    key !== 'employerPaidChoice' && shownFields.has(key as PageField);
  for (const [key, message] of Object.entries(fieldErrors)) {
    if (isShown(key)) placed.page[key] = message;
    else if (key === 'isEnrolling' && shownFields.has('employerPaidChoice'))
      placed.page.employerPaidChoice = message;
    else if (key === 'isEnrolling' && inModal) placed.modal.isEnrolling = message;
    else if (key.startsWith(DEPENDENT_PREFIX) && inModal)
      placed.modal.dependents[key.slice(DEPENDENT_PREFIX.length)] = message;
    else placed.unplaced.push(message);
  }
  return placed;
}

/** Whether any error belongs on the page rather than in the modal. */
export function hasPageErrors(placed: PlacedFieldErrors): boolean {
  return Object.keys(placed.page).length > 0;
}
