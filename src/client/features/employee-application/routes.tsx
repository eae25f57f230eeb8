import type { RouteObject } from 'react-router';
import { ApplicationLanding } from './routes/application-landing';

/**
 * The application's pages, mounted both at /employee-application and, in admin mode, at
 * /company-admin/employee-application/:employeeFormId. Step pages are added here.
 */
export const applicationRoutes: RouteObject[] = [{ index: true, element: <ApplicationLanding /> }];
