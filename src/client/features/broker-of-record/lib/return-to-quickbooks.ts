/*
 * "Return to Quickbooks" (docs/spec/3 §2, decision 0050): the embedded flow's done page tells the partner's window
 * that framed it to close the frame. The message goes only to the parent's own origin, and only when that origin
 * is one of the partners' (never '*': the message would reach whatever page framed us). Outside a trusted frame
 * the button falls back to closing a popup, or to the employer dashboard.
 */

/** What the parent window receives: a fixed shape it can check before acting. */
export const RETURN_TO_PARTNER_MESSAGE = {
  source: 'groupcover',
  type: 'broker-of-record:close',
  version: 1,
} as const;
export type ReturnToPartnerMessage = typeof RETURN_TO_PARTNER_MESSAGE;

/** The partners' hosts whose pages may frame the embedded flow (themselves or any subdomain), HTTPS only. */
export const TRUSTED_PARENT_HOSTS = ['intuit.com', 'netsuite.com'] as const;

/** Whether an origin is a partner's (https, its host one of TRUSTED_PARENT_HOSTS or below it). */
export function isTrustedParentOrigin(
  origin: string,
  hosts: readonly string[] = TRUSTED_PARENT_HOSTS,
): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.origin !== origin) return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

/** Where the page stands: framed or not, and what it knows of the framing page's origin. */
export interface FrameFacts {
  /** window.parent !== window. */
  framed: boolean;
  /** location.ancestorOrigins[0], where the browser gives it (Chromium, Safari). */
  ancestorOrigin: string | null;
  /** document.referrer: the framing page's address when the frame was loaded by it. */
  referrer: string;
  /** window.opener is set: a popup the partner opened. */
  opened: boolean;
}

export type ReturnAction =
  | { kind: 'post'; targetOrigin: string; message: ReturnToPartnerMessage }
  | { kind: 'closeWindow' }
  | { kind: 'dashboard' };

const originOf = (address: string): string | null => {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
};

/**
 * What the button does: post the message to a trusted parent's origin; else close a popup; else go to the
 * dashboard. The parent's origin is the browser's ancestor origin, or the referrer's when the browser gives none.
 */
export function decideReturnAction(facts: FrameFacts): ReturnAction {
  if (facts.framed) {
    const parentOrigin = facts.ancestorOrigin ?? originOf(facts.referrer);
    if (parentOrigin && isTrustedParentOrigin(parentOrigin))
      return { kind: 'post', targetOrigin: parentOrigin, message: RETURN_TO_PARTNER_MESSAGE };
  }
  if (facts.opened) return { kind: 'closeWindow' };
  return { kind: 'dashboard' };
}

/** The facts of this window (browser only). */
export function readFrameFacts(win: Window = window): FrameFacts {
  let framed = false;
  try {
    framed = win.parent !== win;
  } catch {
    framed = true;
  }
  return {
    framed,
    ancestorOrigin: win.location.ancestorOrigins?.[0] ?? null,
    referrer: win.document.referrer,
    opened: Boolean(win.opener),
  };
}

/**
 * Does what decideReturnAction says; `goToDashboard` is the fallback's navigation. Answers the action taken.
 */
export function returnToQuickbooks(goToDashboard: () => void, win: Window = window): ReturnAction {
  const action = decideReturnAction(readFrameFacts(win));
  if (action.kind === 'post') win.parent.postMessage(action.message, action.targetOrigin);
  else if (action.kind === 'closeWindow') win.close();
  else goToDashboard();
  return action;
}
