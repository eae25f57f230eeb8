import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  DateField,
  MaskedField,
  PhoneField,
  SelectField,
  StateField,
  TextField,
  ZipField,
} from '@client/components/form/fields';
import { FileUploadField } from '@client/components/form/file-upload-field';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { StepActions } from '@client/components/wizard/step-actions';
import { useCompanyToken } from '@client/lib/company-token';
import { usePageTitle } from '@client/lib/page-title';
import { useSignedInSession } from '@client/lib/session';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { OTHER_CARRIER_ID } from '@shared/domain/broker-of-record/carriers';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import { NO_CURRENT_CARRIER } from '@shared/domain/large-group/large-group';
import { readToday } from '@shared/schemas/fields';
import {
  createLargeGroupQuoteRequestSchema,
  LARGE_GROUP_MESSAGES,
  type QuoteRequestDetail,
} from '@shared/schemas/large-group';
import { type ReactNode, useMemo } from 'react';
import { type Resolver, useWatch } from 'react-hook-form';
import { useSubmitQuoteRequest } from '../api/quote-request';
import {
  CARRIER_OPTIONS,
  CENSUS_LIMITS,
  effectiveDateOptions,
  initialValues,
  type QuoteRequestValues,
} from '../lib/quote-request-form';
import { largeGroupWizard } from '../wizard';

const TITLE = 'Request a large group quote';

/** The shared schema for the fields, and the census required beside it: every error at once. */
function useQuoteRequestResolver(): Resolver<QuoteRequestValues> {
  return useMemo(() => {
    const fields = zodResolver(
      createLargeGroupQuoteRequestSchema(),
    ) as unknown as Resolver<QuoteRequestValues>;
    const resolve: Resolver<QuoteRequestValues> = async (values, context, options) => {
      const { census, ...rest } = values;
      const result = await fields(rest as QuoteRequestValues, context, options);
      const fieldErrors = result.errors as Record<string, unknown>;
      if (census instanceof File)
        return Object.keys(fieldErrors).length > 0
          ? result
          : ({ values: { ...result.values, census }, errors: {} } as Awaited<ReturnType<typeof fields>>);
      return {
        values: {},
        errors: { ...fieldErrors, census: { type: 'required', message: LARGE_GROUP_MESSAGES.census } },
      } as Awaited<ReturnType<typeof fields>>;
    };
    return resolve;
  }, []);
}

/**
 * /register-large-group/request-quote (docs/spec/3 "Large group", decision 0054): what a large-group underwriter needs,
 * the census attached, sent as one request; then done (LARGE_GROUP_FLOW, which also sends a company whose
 * request is still being answered to done).
 */
export function RequestQuotePage() {
  usePageTitle(TITLE);
  const token = useCompanyToken();
  const { record } = largeGroupWizard.useWizardPaths();
  return (
    <Stack gap="lg" maw={880} w="100%" mx="auto">
      <Stack gap={4}>
        <Title order={1}>{TITLE}</Title>
        <Text c="dimmed">
          For employers with 51 or more full-time equivalent employees (101 in California, Colorado, New York
          and Vermont). Tell us about your company and attach your employee census: an underwriter prepares
          your quotes.
        </Text>
      </Stack>
      <QuoteRequestForm token={token} previous={record.quoteRequest} />
    </Stack>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function QuoteRequestForm({
  token,
  previous,
}: {
  token: string | null;
  previous: QuoteRequestDetail | null;
}) {
  const session = useSignedInSession();
  const submit = useSubmitQuoteRequest(token);
  const form = useKitForm<QuoteRequestValues>({
    resolver: useQuoteRequestResolver(),
    defaultValues: initialValues(session, token),
  });
  const errors = useFormErrors(form);
  const { previousPath } = largeGroupWizard.useStepNavigation('requestQuote');
  const saveAndContinue = largeGroupWizard.useSaveAndContinue('requestQuote', errors);
  const carrier = useWatch({ control: form.control, name: 'currentCarrier' });
  const effectiveDates = useMemo(() => effectiveDateOptions(readToday()), []);

  // The answer is the status with the request: on to done (findNextStepAfterSave on it).
  const onSubmit = async ({ census, ...fields }: QuoteRequestValues) => {
    if (!census) return;
    await saveAndContinue(() => submit.mutateAsync({ fields, census }));
  };

  return (
    <Form form={form} errors={errors} onSubmit={onSubmit} gap="lg">
      {previous ? (
        <Alert color="brand" variant="light" title={`Your last request: ${previous.statusLabel}`}>
          <Text size="sm">
            {`Sent ${formatLongIsoDate(previous.submittedAt.slice(0, 10))}. ${previous.statusDescription} You can send a new request below.`}
          </Text>
        </Alert>
      ) : null}
      <Section id="company-heading" title="Company">
        <TextField name="legalName" label="Company legal name" autoComplete="organization" required />
        <MaskedField
          name="fein"
          mask="00-0000000"
          label="Federal Employer Identification Number (FEIN)"
          placeholder="12-3456789"
          autoComplete="off"
          required
        />
        <TextField name="address1" label="Address" autoComplete="address-line1" required />
        <TextField name="address2" label="Address line 2 (optional)" autoComplete="address-line2" />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextField name="city" label="City" autoComplete="address-level2" required />
          <StateField name="state" required />
          <ZipField name="zip" label="Zip code" required />
        </SimpleGrid>
      </Section>
      <Section id="employees-heading" title="Employees">
        <Text size="sm" c="dimmed">
          Count everyone on payroll today. Full-time means 30 or more hours a week; each part-time employee
          counts as half a full-time equivalent.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextField name="totalEmployees" label="Total employees" inputMode="numeric" required />
          <TextField name="fullTimeEmployees" label="Full-time employees" inputMode="numeric" required />
          <TextField name="partTimeEmployees" label="Part-time employees" inputMode="numeric" required />
        </SimpleGrid>
      </Section>
      <Section id="coverage-heading" title="Coverage">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <SelectField
            name="currentCarrier"
            label="Current medical carrier"
            placeholder="Choose a carrier"
            options={CARRIER_OPTIONS}
            required
          />
          {carrier === OTHER_CARRIER_ID ? (
            <TextField name="currentCarrierOther" label="Carrier name" required />
          ) : null}
          {carrier && carrier !== NO_CURRENT_CARRIER ? (
            <DateField
              name="renewalDate"
              label="Renewal date of your current coverage"
              description="MM/DD/YYYY: we quote to replace it on this date"
              required
            />
          ) : null}
          <SelectField
            name="effectiveDate"
            label="Desired effective date"
            placeholder="Choose a date"
            options={effectiveDates}
            description="The 1st of a month, within the next 6 months"
            required
          />
        </SimpleGrid>
      </Section>
      <Section id="census-heading" title="Employee census">
        <Text size="sm" c="dimmed">
          One row per employee: name, date of birth, gender, home zip code, hours a week, and who they cover
          (employee only, spouse, children, family). Underwriters price the group from it.
        </Text>
        <FileUploadField name="census" label="Census file" limits={CENSUS_LIMITS} required />
      </Section>
      <Section id="contact-heading" title="Contact">
        <Text size="sm" c="dimmed">
          The underwriter sends the quotes to this person and calls them with questions.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField name="contactName" label="Full name" autoComplete="name" required />
          <TextField name="contactTitle" label="Title" autoComplete="organization-title" required />
          <TextField name="contactEmail" label="Email" type="email" autoComplete="email" required />
          <PhoneField name="contactPhone" label="Phone" required />
        </SimpleGrid>
      </Section>
      <StepActions previousPath={previousPath} label="Request a quote" saving={submit.isPending} />
    </Form>
  );
}
