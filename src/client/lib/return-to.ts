import { localPath } from '@shared/domain/local-path';
import type { Location } from 'react-router';

/** Router state carrying where to go back to after signing in (kept out of the URL). */
export function returnToState(location: Pick<Location, 'pathname' | 'search'>): { returnTo: string } {
  return { returnTo: location.pathname + location.search };
}

/** The path to return to after signing in, only when it is a path on this site other than the sign-in page. */
export function returnPathFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return null;
  const path = localPath(state.returnTo);
  return path && !/^\/login(?:[/?#]|$)/.test(path) ? path : null;
}
