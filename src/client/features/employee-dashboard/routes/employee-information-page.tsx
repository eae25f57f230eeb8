import '@mantine/core/styles/Card.css';
import { Facts } from '@client/components/facts';
import { usePageTitle } from '@client/lib/page-title';
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { RELATIONSHIP_LABELS } from '@shared/domain/employee-dashboard/employee-dashboard';
import { PAY_FREQUENCY_WORDS } from '@shared/domain/payroll/paychecks';
import { Link } from 'react-router';
import { useDashboard } from '../lib/dashboard-context';
import { GENDER_WORDS, MARITAL_WORDS } from '../lib/dashboard-text';

const HEADING = 'Employee information';
const NOT_ON_FILE = 'Not on file';

/** employee-information: the employee's own details, read only (SSNs masked), with the way to change them. */
export function EmployeeInformationPage() {
  usePageTitle(HEADING);
  const { dashboard } = useDashboard();
  const e = dashboard.employee;
  const or = (value: string | null) => (value && value.trim() !== '' ? value : NOT_ON_FILE);
  const address = [e.homeAddress, [e.city, e.state].filter(Boolean).join(', '), e.zipCode]
    .filter((part) => part && part.trim() !== '')
    .join(' ');
  return (
    <Stack gap="lg">
      <Title order={1}>{HEADING}</Title>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="details-heading">
        <Stack gap="sm">
          <Title order={2} size="h3" id="details-heading">
            Personal details
          </Title>
          <Facts
            items={[
              ['Name', [e.firstName, e.middleInitial, e.lastName].filter(Boolean).join(' ')],
              ['Email', or(e.email)],
              ['Home address', or(address)],
              ['Home phone', or(e.homePhoneNumber)],
              ['Work phone', or(e.workPhoneNumber)],
              ['Date of birth', or(e.bornAt)],
              ['Gender', e.gender ? (GENDER_WORDS[e.gender] ?? e.gender) : NOT_ON_FILE],
              ['Marital status', e.maritalStatus ? MARITAL_WORDS[e.maritalStatus] : NOT_ON_FILE],
              ['Social Security number', or(e.socialSecurityNumberMasked)],
              ['Job title', or(e.jobTitle)],
              ['Hire date', or(e.hiredAt)],
              ['Paid', PAY_FREQUENCY_WORDS[e.payFrequency]],
            ]}
          />
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="dependents-heading">
        <Stack gap="sm">
          <Title order={2} size="h3" id="dependents-heading">
            Dependents
          </Title>
          {dashboard.dependents.length === 0 ? (
            <Text>No dependents on file.</Text>
          ) : (
            dashboard.dependents.map((d) => (
              <Facts
                key={d.id}
                items={[
                  [RELATIONSHIP_LABELS[d.dependentType], `${d.firstName} ${d.lastName}`],
                  ['Date of birth', d.bornAt || NOT_ON_FILE],
                  ['Social Security number', d.socialSecurityNumberMasked ?? NOT_ON_FILE],
                ]}
              />
            ))
          )}
        </Stack>
      </Card>
      <Text>
        To change these details, update them in the benefits application.{' '}
        {dashboard.application.isComplete
          ? 'A change to a signed application asks for a new signature.'
          : null}
      </Text>
      <Anchor component={Link} to={dashboard.application.applicationPath}>
        Update details in the benefits application
      </Anchor>
    </Stack>
  );
}
