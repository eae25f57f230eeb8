import { localPath } from './local-path';
import {
  TOAST_CONNECT_PATH,
  TOAST_LAUNCH_PREFIX,
  TOAST_LAUNCH_PRODUCTS,
  type ToastLaunchProduct,
} from './partner-popup-routes';

export { TOAST_CONNECT_PATH, TOAST_LAUNCH_PREFIX, TOAST_LAUNCH_PRODUCTS, type ToastLaunchProduct };

/**
 * The restaurant-payroll popup handshake (decision 0057): the launch page `/toast_launch_{product}` opens the
 * connect page `/toast_connect_benefits` in a popup; the popup signs in at the partner and, back signed in and in
 * a company, posts `{ type: POPUP_MESSAGE_TYPE, url }` to its opener, which goes to `url` when the message passes
 * `acceptPopupMessage`.
 */

/** Each launch page's plan line as people read it. */
export const TOAST_LAUNCH_PRODUCT_LABELS: Record<ToastLaunchProduct, string> = {
  medical: 'Medical',
  dental: 'Dental',
  vision: 'Vision',
  term_life: 'Term life',
  whole_life: 'Whole life',
  short_term_disability: 'Short term disability',
  long_term_disability: 'Long term disability',
};

/** Where the connect page's sign-in comes back to (its `return_to`): the same page, its last step. */
export const TOAST_CONNECT_DONE_PATH = `${TOAST_CONNECT_PATH}?step=done`;
/** The one message type the launch page takes; namespaced, so no other script's message is mistaken for it. */
export const POPUP_MESSAGE_TYPE = 'groupcover:partner-popup:connected';

export const POPUP_BLOCKED_MESSAGE = 'Popup blocked! Please enable popups for this site to log in.';

/** The popup's size (a partner sign-in page fits; the browser clamps it on a small screen). */
export const POPUP_FEATURES = 'popup=yes,width=520,height=720';

/** An origin as browsers write it (`scheme://host[:port]`, no path), or null for anything else. */
export function normalizeOrigin(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 300) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * Where a message's `url` may send the launch page: a path of this site (the one localPath rule), or an absolute
 * http(s) URL on our own origin or on one of the partner's allowed origins (an absolute URL on our origin becomes
 * its path). Anything else is null: never an open redirect.
 */
export function popupTarget(
  url: unknown,
  ownOrigin: string,
  allowedOrigins: readonly string[],
): { kind: 'path'; path: string } | { kind: 'external'; href: string } | null {
  const path = localPath(url);
  if (path) return { kind: 'path', path };
  if (typeof url !== 'string' || url.length > 2000) return null;
  // The same characters localPath refuses: browsers drop some of them, which can change the URL's host.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\\\s\u0000-\u001f\u007f]/.test(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if ((parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || parsed.username || parsed.password)
    return null;
  if (parsed.origin === ownOrigin) {
    const own = localPath(`${parsed.pathname}${parsed.search}${parsed.hash}`);
    return own ? { kind: 'path', path: own } : null;
  }
  return allowedOrigins.includes(parsed.origin) ? { kind: 'external', href: parsed.href } : null;
}

export type PopupMessageInput = {
  /** The message event's origin. */
  origin: string;
  /** Whether the event's source is the popup this page opened (`event.source === popup`). */
  fromPopup: boolean;
  data: unknown;
  /** This page's origin (`window.location.origin`). */
  ownOrigin: string;
  /** The partner's allowed origins (popup config). */
  allowedOrigins: readonly string[];
};

export type PopupMessageVerdict =
  | { accepted: true; target: NonNullable<ReturnType<typeof popupTarget>> }
  | { accepted: false; reason: string };

/**
 * The launch page's rule for a `message` event: accepted only from the popup it opened, from our origin or one
 * of the partner's allowed origins, of our message type, with a url that `popupTarget` allows.
 */
export function acceptPopupMessage(input: PopupMessageInput): PopupMessageVerdict {
  if (!input.fromPopup) return { accepted: false, reason: 'it does not come from the sign-in popup' };
  if (input.origin !== input.ownOrigin && !input.allowedOrigins.includes(input.origin))
    return { accepted: false, reason: `its origin ${input.origin} is not trusted` };
  const data = input.data;
  if (!data || typeof data !== 'object' || (data as { type?: unknown }).type !== POPUP_MESSAGE_TYPE)
    return { accepted: false, reason: 'it is not a sign-in message' };
  const target = popupTarget((data as { url?: unknown }).url, input.ownOrigin, input.allowedOrigins);
  if (!target)
    return { accepted: false, reason: 'its url is neither a page of this site nor an allowed origin' };
  return { accepted: true, target };
}

/**
 * The Cross-Origin-Opener-Policy a page of the popup flow needs (decision 0057), or null for the default
 * (`same-origin`). The launch page opens the popup and keeps a handle on it (`same-origin-allow-popups`); the
 * pages the popup goes through (ours, the partner's, and the redirects between them) must not ask for their own
 * browsing context group (`unsafe-none`), or the browser cuts the popup from its opener on the way.
 */
export function popupOpenerPolicy(pathname: string): 'same-origin-allow-popups' | 'unsafe-none' | null {
  if (pathname.startsWith(TOAST_LAUNCH_PREFIX)) return 'same-origin-allow-popups';
  if (
    pathname === TOAST_CONNECT_PATH ||
    pathname === '/toast/router/select-toast-company' ||
    pathname === '/select-toast-company' ||
    /^\/omniauth\/[a-z0-9-]{1,40}(\/callback)?$/.test(pathname)
  )
    return 'unsafe-none';
  return null;
}
