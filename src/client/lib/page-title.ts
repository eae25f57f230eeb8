import { LIVE_ATTRIBUTE } from '@shared/first-view';
import { useEffect } from 'react';

export const APP_NAME = 'Groupcover';

/** "Sign in · Groupcover". */
export function pageTitle(name: string): string {
  return `${name} · ${APP_NAME}`;
}

/**
 * Sets the document title for the page being shown, and marks the document live (`data-live` on <html>): every
 * page names itself, so from then on the app has taken the page over. Until then, on a page the server
 * rendered, index.html's early script holds back typing and presses on form controls, which the app would
 * not see (early-requests.ts).
 */
export function usePageTitle(name: string): void {
  useEffect(() => {
    document.title = pageTitle(name);
    document.documentElement.setAttribute(LIVE_ATTRIBUTE, '');
  }, [name]);
}
