/*
 * The code each address needs first (issue 10, decision 0019): the build turns these modules into their
 * files and the early script in index.html preloads them while the app's entry downloads, instead of after
 * it has run. Relative imports only, of files without imports of their own: vite.config.ts reads this file.
 */
import { APPLICATION_FLOW } from '../../shared/domain/steps/flows';
import { isCoverageStep } from '../../shared/domain/steps/steps';
import { SCREEN_FILES } from '../features/employee-application/screen-files';

const APPLICATION_PAGE = 'features/employee-application/application-page.tsx';
/** The dashboard's route table, with its frame: it loads before any of its pages. */
const DASHBOARD_ROUTES = 'features/employer-dashboard/routes.tsx';
const DASHBOARD_HOME_PAGE = 'features/employer-dashboard/routes/dashboard-home-page.tsx';
const MANAGE_EMPLOYEES_PAGE = 'features/employer-dashboard/routes/manage-employees-page.tsx';

/** Modules (paths under src/client) by the exact address that opens them first. */
export function listPageModules(): Record<string, string[]> {
  const pages: Record<string, string[]> = {
    '/employer-dashboard': [DASHBOARD_ROUTES, DASHBOARD_HOME_PAGE],
    '/employer-dashboard/manage-employees': [DASHBOARD_ROUTES, MANAGE_EMPLOYEES_PAGE],
  };
  for (const step of APPLICATION_FLOW.steps) {
    const subPath = APPLICATION_FLOW.paths[step];
    const screen = SCREEN_FILES[isCoverageStep(step) ? 'chooseCoverage' : step];
    pages[APPLICATION_FLOW.basePath + (subPath === '/' ? '' : subPath)] = [APPLICATION_PAGE, screen];
  }
  return pages;
}
