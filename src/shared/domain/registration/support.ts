/**
 * Groupcover's own support desk (the benefits-administration desk, the footer's contact for administrators),
 * for pages a signed-out person sees, where no company's contact is known (decision 0059).
 */
export const GROUPCOVER_SUPPORT_EMAIL = 'benefits-admin@groupcover.example.com';

/** The contact form: the signed-in support page (signing in first comes back to it). */
export const SUPPORT_FORM_PATH = '/support';
