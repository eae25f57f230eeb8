/** The employee application's journeys at phone width (tests/e2e/employee-application-journeys.ts). */
import { applicationJourneysAt } from './employee-application-journeys';

applicationJourneysAt('phone');
