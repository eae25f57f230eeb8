/**
 * Why a partner sign-in's callback was refused, as the partner error page's `reason` (decision 0074): the
 * callback was opened in a browser that did not start the sign-in (its binding cookie is missing or another's).
 */
export const PARTNER_SIGN_IN_OTHER_BROWSER = 'other-browser';

/** What the error page says for a callback opened in another browser. */
export const PARTNER_SIGN_IN_OTHER_BROWSER_MESSAGE =
  'This sign-in link was opened in a different browser from the one that started the sign-in, so we did not ' +
  'sign you in. Nothing was changed. If you started it, start the sign-in again here; if someone sent you ' +
  'this link, do not use it.';
