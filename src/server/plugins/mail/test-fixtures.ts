import type { ApplicationInvitationData } from './template-data';

/** Test fixture: the data of Emily Carter's application invitation (the mail tests and the outbox API tests). */
export const SAMPLE_INVITATION: ApplicationInvitationData = {
  employeeFirstName: 'Emily',
  companyName: 'Harborview Architecture',
  applicationUrl: 'https://benefits.example.com/login',
  applyBy: 'December 15, 2026',
};
