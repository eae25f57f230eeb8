import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/List.css';
import { Alert, Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { parseIsoDate } from '@shared/domain/dates/dates';
import {
  getIndividualPlansTitle,
  isDoneUpsellShown,
  isRenewalWarningShown,
} from '@shared/domain/offers/offers';
import type { ApplicationResponse } from '@shared/schemas/application';
import { readToday } from '@shared/schemas/fields';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { individualPlansQueryOptions } from '../../api/get-individual-plans';
import { getRenewalWarningText, getUpsellButton } from './upsell';

/** Where the individual dental and vision application starts (docs/spec/3). */
const INDIVIDUAL_APPLICATION_PATH = '/individual-application';

/** The individual dental and vision plans upsell of the done page (docs/spec/1 §2). */
export function IndividualPlansCard({ application }: { application: ApplicationResponse }) {
  const employee = application.employeeForm;
  const mayShow =
    employee.individualApplicationsAvailable &&
    !employee.hideIndividualApplications &&
    application.linkedAccount &&
    !application.adminMode;
  const plans = useQuery({ ...individualPlansQueryOptions(employee.id), enabled: mayShow });
  if (!mayShow || !plans.data) return null;
  const list = plans.data.plans;
  const dental = list.some((p) => p.type === 'individual_dental');
  const vision = list.some((p) => p.type === 'individual_vision');
  const title = getIndividualPlansTitle(dental, vision);
  const shown = isDoneUpsellShown({
    hideIndividualApplications: employee.hideIndividualApplications,
    hasLinkedAccount: application.linkedAccount,
    hasIndividualPlans: list.length > 0,
  });
  if (!shown || !title) return null;
  const button = getUpsellButton(employee.individualApplicationStatus);
  const renewal = application.company.renewalDate
    ? parseIsoDate(application.company.renewalDate.slice(0, 10))
    : null;
  const warn = isRenewalWarningShown(readToday(), renewal, dental || vision);
  const enrolled = plans.data.enrolledPlanNames;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="individual-plans-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="individual-plans-heading">
          {title}
        </Title>
        <Text>
          You have completed your employer benefits. You can also enroll in additional benefits, paid directly
          to the carrier.
        </Text>
        {enrolled.length > 0 ? (
          <>
            <Text fw={600} size="sm">
              Your individual plans
            </Text>
            <List size="sm">
              {enrolled.map((name) => (
                <List.Item key={name}>{name}</List.Item>
              ))}
            </List>
          </>
        ) : null}
        {warn ? (
          <Alert color="brand" variant="light">
            {getRenewalWarningText(dental, vision)}
          </Alert>
        ) : null}
        <div>
          {button.disabled ? (
            <Button disabled>{button.label}</Button>
          ) : (
            <Button component={Link} to={INDIVIDUAL_APPLICATION_PATH}>
              {button.label}
            </Button>
          )}
        </div>
      </Stack>
    </Card>
  );
}
