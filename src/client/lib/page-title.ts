import { useEffect } from 'react';

export const APP_NAME = 'Groupcover';

/** "Sign in · Groupcover". */
export function pageTitle(name: string): string {
  return `${name} · ${APP_NAME}`;
}

/** Sets the document title for the page being shown. */
export function usePageTitle(name: string): void {
  useEffect(() => {
    document.title = pageTitle(name);
  }, [name]);
}
