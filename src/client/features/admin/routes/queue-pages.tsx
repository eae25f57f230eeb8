import { QueueListPage } from '../components/queue-list-page';

/** /admin/registration-leads (decision 0064): companies registering for benefits administration, by step. */
export function RegistrationLeadsPage() {
  return (
    <QueueListPage
      heading="Registration leads"
      intro="Companies registering for benefits administration, newest first: at payment, at additional information, or registered."
      statuses={[
        ['payment', 'At payment'],
        ['additional_information', 'At additional information'],
        ['done', 'Registered'],
      ]}
      queue="registration_leads"
      dateLabel="Started"
      noun={['lead', 'leads']}
    />
  );
}

/** /admin/claims-help (decision 0064): employees' claims help requests, open ones first. */
export function ClaimsHelpPage() {
  return (
    <QueueListPage
      heading="Claims help requests"
      intro="Employees' questions about a claim, open ones first. Support answers and moves each from the request's page."
      statuses={[
        ['open', 'Open'],
        ['in_review', 'In review'],
        ['resolved', 'Resolved'],
        ['closed', 'Closed'],
      ]}
      queue="claims_help"
      dateLabel="Received"
      noun={['request', 'requests']}
    />
  );
}
