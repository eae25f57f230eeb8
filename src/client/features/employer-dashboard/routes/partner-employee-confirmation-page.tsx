import { TextareaField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { PageLoader } from '@client/components/page-loader';
import { usePageTitle } from '@client/lib/page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import {
  BENEFITS_CHOICES,
  BENEFITS_DECISION_LABELS,
  type BenefitsChoice,
} from '@shared/domain/company-people/administrators-and-partners';
import { EMPLOYEE_TYPE_LABELS } from '@shared/domain/enums';
import type { CompanySummary } from '@shared/schemas/auth';
import { denyBenefitsRequestSchema, type PartnerAddEmployeeOptions } from '@shared/schemas/partners';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { BadLinkPage } from '../../../app/bad-link-page';
import { useDecideBenefits } from '../api/decide-benefits';
import { partnerEmployeeOptionsQueryOptions } from '../api/get-partner-employee-options';
import { BackToDashboard, DashboardCompanyPage } from '../components/dashboard-company-page';
import { formatDay } from '../lib/format-day';

/**
 * /employer-dashboard/partner-add-employee-confirmation?employee_hash_id=… and its three children (docs/spec/2
 * §2.1): a payroll partner added someone; the administrator approves benefits (the invitation is e-mailed),
 * denies them with a reason, or leaves them to the renewal (decision 0024).
 */
const TITLE = 'New employee from your payroll partner';

const CHOICE_PAGES: Record<
  BenefitsChoice,
  { title: string; action: string; explanation: (first: string) => string }
> = {
  'approve-benefits': {
    title: 'Approve benefits',
    action: 'Approve and send invitation',
    explanation: (first) =>
      `We will e-mail ${first} an invitation to create an account and complete their benefits application.`,
  },
  'deny-benefits': {
    title: 'Deny benefits',
    action: 'Deny benefits',
    explanation: (first) =>
      `${first} stays on your employee list but is not invited to apply. The reason is kept with their record.`,
  },
  'waiting-on-renewal': {
    title: 'Wait for the renewal',
    action: 'Wait for the renewal',
    explanation: (first) =>
      `${first} is not invited now. You can approve or deny their benefits at your renewal, from this page.`,
  },
};

function usePartnerEmployee(): { hashId: string | null; search: string } {
  const [searchParams] = useSearchParams();
  return { hashId: searchParams.get('employee_hash_id'), search: `?${searchParams.toString()}` };
}

function ConfirmationFrame({
  title,
  children,
}: {
  title: string;
  children: (company: CompanySummary, hashId: string) => ReactNode;
}) {
  usePageTitle(title);
  const { hashId } = usePartnerEmployee();
  return (
    <DashboardCompanyPage title={title}>
      {(company) => (
        <Stack gap="lg" maw={720}>
          <BackToDashboard />
          {hashId ? (
            <Suspense fallback={<PageLoader />}>{children(company, hashId)}</Suspense>
          ) : (
            <>
              <Title order={1}>{title}</Title>
              <Text>This link does not name an employee. Please open it again from the e-mail.</Text>
            </>
          )}
        </Stack>
      )}
    </DashboardCompanyPage>
  );
}

function useOptions(company: CompanySummary, hashId: string): PartnerAddEmployeeOptions {
  return useSuspenseQuery(partnerEmployeeOptionsQueryOptions(company.id, hashId)).data;
}

function PersonSummary({ options }: { options: PartnerAddEmployeeOptions }) {
  const { employee } = options;
  const facts: Array<[string, string]> = [
    ['Email', employee.email ?? 'Not given'],
    ['Hire date', employee.hiredAt ? formatDay(employee.hiredAt) : 'Not given'],
    ['Employee type', employee.employeeType ? EMPLOYEE_TYPE_LABELS[employee.employeeType] : 'Not given'],
    ['Added by', `${employee.partnerName} on ${formatDay(employee.addedAt)}`],
  ];
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Text fw={700} size="lg">
          {employee.firstName} {employee.lastName}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl" m={0}>
          {facts.map(([term, value]) => (
            <div key={term}>
              <Text component="dt" size="sm" c="dimmed">
                {term}
              </Text>
              <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function DecisionOutcome({ options }: { options: PartnerAddEmployeeOptions }) {
  const first = options.employee.firstName;
  const message = {
    pending: '',
    approved: `We e-mailed ${first} an invitation to create an account and apply${options.employee.email ? ` (${options.employee.email})` : ''}.`,
    denied: `${first} will not be invited to apply.${options.reason ? ` Reason: ${options.reason}` : ''}`,
    waiting_on_renewal: `${first} will not be invited now. Decide at your renewal, from this page.`,
  }[options.benefitsDecision];
  return (
    <Alert
      color="brand"
      variant="light"
      role="status"
      title={BENEFITS_DECISION_LABELS[options.benefitsDecision]}
    >
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {message}
      </Text>
      {options.decidedAt && (
        <Text size="sm" mt={4}>
          Decided on {formatDay(options.decidedAt)}.
        </Text>
      )}
    </Alert>
  );
}

/** The confirmation page: the person and the three choices (or the decision already made). */
function PartnerEmployeeConfirmationPage() {
  const { search } = usePartnerEmployee();
  return (
    <ConfirmationFrame title={TITLE}>
      {(company, hashId) => <ConfirmationChoices company={company} hashId={hashId} search={search} />}
    </ConfirmationFrame>
  );
}

function ConfirmationChoices({
  company,
  hashId,
  search,
}: {
  company: CompanySummary;
  hashId: string;
  search: string;
}) {
  const options = useOptions(company, hashId);
  const first = options.employee.firstName;
  return (
    <Stack gap="md">
      <Title order={1}>{TITLE}</Title>
      <Text>
        {options.employee.partnerName} added {first} {options.employee.lastName} to {company.name}.{' '}
        {options.choices.length > 0 ? `Should ${first} be offered benefits?` : ''}
      </Text>
      <PersonSummary options={options} />
      {options.benefitsDecision !== 'pending' && <DecisionOutcome options={options} />}
      {options.choices.length > 0 && (
        <Group gap="sm">
          {options.choices.map((choice) => (
            <Button
              key={choice}
              component={Link}
              to={`${choice}${search}`}
              variant={choice === 'approve-benefits' ? 'filled' : 'default'}
            >
              {CHOICE_PAGES[choice].title}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}

function ChoicePage({ choice }: { choice: BenefitsChoice }) {
  const { search } = usePartnerEmployee();
  return (
    <ConfirmationFrame title={CHOICE_PAGES[choice].title}>
      {(company, hashId) => <ChoiceForm company={company} hashId={hashId} choice={choice} search={search} />}
    </ConfirmationFrame>
  );
}

const reasonFormSchema = denyBenefitsRequestSchema.pick({ reason: true });
const noReasonSchema = z.object({ reason: z.string() });

function ChoiceForm({
  company,
  hashId,
  choice,
  search,
}: {
  company: CompanySummary;
  hashId: string;
  choice: BenefitsChoice;
  search: string;
}) {
  const options = useOptions(company, hashId);
  const decide = useDecideBenefits(company.id, hashId, choice);
  const isDenial = choice === 'deny-benefits';
  const form = useKitForm<{ reason: string }>({
    resolver: zodResolver(isDenial ? reasonFormSchema : noReasonSchema),
    defaultValues: { reason: '' },
  });
  const errors = useFormErrors(form);
  const page = CHOICE_PAGES[choice];
  const first = options.employee.firstName;
  const open = options.choices.includes(choice);

  const onSubmit = async (values: { reason: string }) => {
    errors.clearError();
    try {
      await decide.mutateAsync({ version: options.version, ...(isDenial ? { reason: values.reason } : {}) });
    } catch (error) {
      errors.showError(error);
    }
  };

  return (
    <Stack gap="md">
      <Title order={1}>
        {page.title}: {first} {options.employee.lastName}
      </Title>
      <PersonSummary options={options} />
      {open ? (
        <Form form={form} errors={errors} onSubmit={onSubmit}>
          <Text>{page.explanation(first)}</Text>
          {isDenial && (
            <TextareaField name="reason" label="Reason" withAsterisk autosize minRows={3} maxLength={1000} />
          )}
          <Group gap="sm">
            <Button type="submit" loading={decide.isPending}>
              {page.action}
            </Button>
            <Anchor component={Link} to={`..${search}`} relative="path">
              Back to the choices
            </Anchor>
          </Group>
        </Form>
      ) : (
        <DecisionOutcome options={options} />
      )}
    </Stack>
  );
}

const isChoice = (value: string): value is BenefitsChoice =>
  (BENEFITS_CHOICES as readonly string[]).includes(value);

/**
 * The route of the page and its three children (`partner-add-employee-confirmation/:choice?`): the choices
 * without a child, the choice's form with one, the bad-link page for any other.
 */
export function PartnerEmployeePage() {
  const { choice } = useParams();
  if (choice === undefined) return <PartnerEmployeeConfirmationPage />;
  if (!isChoice(choice)) return <BadLinkPage />;
  return <ChoicePage key={choice} choice={choice} />;
}
