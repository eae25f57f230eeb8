import { renderMail } from '../../plugins/mail/templates';
import { mailOutbox } from '../schema';
import { demoId, PROGRESS_AT, SEEDED_AT, type Tx } from './deterministic';

/**
 * What the demo "sent" before it was handed over, so operations find the outbox in use: Emily Carter's
 * invitation to apply, and James Whitaker's confirmation that his application was signed.
 */
export async function insertOutboxMessages(tx: Tx): Promise<void> {
  const invitation = renderMail('applicationInvitation', {
    employeeFirstName: 'Emily',
    companyName: 'Harborview Architecture, Inc.',
    applicationUrl: 'http://localhost:3000/login',
    applyBy: 'December 15, 2026',
  });
  const signed = renderMail('applicationSigned', {
    employeeFirstName: 'James',
    companyName: 'Harborview Architecture, Inc.',
    signedOn: 'November 18, 2026',
    choices: [
      'Medical: HSA plan',
      'Dental',
      'Vision',
      'Voluntary life',
      'Whole life',
      'Disability',
      'Health savings account contribution',
    ],
    applicationUrl: 'http://localhost:3000/employee-application',
  });
  await tx.insert(mailOutbox).values([
    {
      id: demoId('mail:invitation:emily-carter'),
      toAddress: 'employee@example.com',
      template: 'applicationInvitation',
      createdAt: SEEDED_AT,
      ...invitation,
    },
    {
      id: demoId('mail:signed:james-whitaker'),
      toAddress: 'enrolled@example.com',
      template: 'applicationSigned',
      createdAt: PROGRESS_AT,
      ...signed,
    },
  ]);
}
