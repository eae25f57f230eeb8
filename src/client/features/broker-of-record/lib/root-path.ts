import { BOR_BASE_PATH, BOR_EMBEDDED_PATHS, type BorMode } from '@shared/domain/broker-of-record/application';

/**
 * Where the flow's root goes (spec 3 §2 "Root behaviour", §4; decision 0048): standard mode to the server's next
 * section (basic-information until the company and plans are saved, then sign, then policy); embedded mode to
 * the server's next section when it is the done page, otherwise to the landing page.
 */
export function rootTarget(profile: {
  mode: BorMode;
  applicationStatus: { nextSectionUrl: string };
}): string {
  const next = profile.applicationStatus.nextSectionUrl;
  if (profile.mode === 'standard') return next;
  const done = `${BOR_BASE_PATH}${BOR_EMBEDDED_PATHS.done}`;
  return next === done ? done : `${BOR_BASE_PATH}${BOR_EMBEDDED_PATHS.landingPage}`;
}
