import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import { BadLinkPage } from '@client/app/bad-link-page';
import {
  MaskedField,
  PhoneField,
  RadioGroupField,
  SelectField,
  StateField,
  TextField,
  ZipField,
} from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { OnFileField } from '@client/components/form/on-file-field';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { PageLoader } from '@client/components/page-loader';
import { usePageTitle } from '@client/lib/page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  BANK_ACCOUNT_TYPE_LABELS,
  BANK_ACCOUNT_TYPES,
  ENTITY_TYPE_LABELS,
  ENTITY_TYPES,
} from '@shared/domain/company-settings/company-settings';
import { maskAccountNumber } from '@shared/domain/identifiers';
import type { CompanySummary } from '@shared/schemas/auth';
import {
  type BankingInput,
  type BankingRequest,
  type CompanyDetailsInput,
  type CompanyDetailsRequest,
  type CompanyInformation,
  createBankingSchema,
  createCompanyDetailsSchema,
  type PrimaryContactInput,
  type PrimaryContactRequest,
  primaryContactRequestSchema,
} from '@shared/schemas/company-settings';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useId, useMemo, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { companyInformationQueryOptions } from '../api/get-company-information';
import { type CompanyInformationForms, useSaveCompanyInformation } from '../api/save-company-information';
import { BackToDashboard, DashboardCompanyPage } from '../components/dashboard-company-page';
import { formatDay } from '../lib/format-day';

/*
 * /employer-dashboard/company-information and its children company-details, primary-contact and
 * banking-information (docs/spec/2 §2.1; decision 0028). One lazy module: the overview and the three forms. Each
 * form saves with the version it read and goes to /employer-dashboard/success?formName=….
 */

const SECTIONS = {
  'company-details': { title: 'Company details', form: CompanyDetailsForm },
  'primary-contact': { title: 'Primary contact', form: PrimaryContactForm },
  'banking-information': { title: 'Banking information', form: BankingForm },
} as const;
type Section = keyof typeof SECTIONS;
const OVERVIEW_TITLE = 'Company information';
const BASE = '/employer-dashboard/company-information';

/** The address's company query (company_id_token), kept on every link and on the success page. */
function useCompanyQuery(): string {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('company_id_token');
  return token ? `company_id_token=${encodeURIComponent(token)}` : '';
}
const withQuery = (path: string, query: string) =>
  query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;

export function CompanyInformationPage() {
  const { section } = useParams();
  if (section !== undefined && !Object.hasOwn(SECTIONS, section)) return <BadLinkPage />;
  const title = section ? SECTIONS[section as Section].title : OVERVIEW_TITLE;
  return (
    <CompanyInformationSection key={section ?? ''} section={section as Section | undefined} title={title} />
  );
}

function CompanyInformationSection({ section, title }: { section: Section | undefined; title: string }) {
  usePageTitle(title);
  const query = useCompanyQuery();
  return (
    <DashboardCompanyPage title={title}>
      {(company) => (
        <Stack gap="lg">
          <Stack gap="xs">
            {section ? (
              <Anchor component={Link} to={withQuery(BASE, query)} size="sm">
                Back to company information
              </Anchor>
            ) : (
              <BackToDashboard />
            )}
            <Title order={1}>{title}</Title>
          </Stack>
          <Suspense fallback={<PageLoader />}>
            {section ? <SectionForm section={section} company={company} /> : <Overview company={company} />}
          </Suspense>
        </Stack>
      )}
    </DashboardCompanyPage>
  );
}

function SectionForm({ section, company }: { section: Section; company: CompanySummary }) {
  const info = useSuspenseQuery(companyInformationQueryOptions(company.id)).data;
  const FormOfSection = SECTIONS[section].form;
  return <FormOfSection info={info} companyId={company.id} />;
}

const orDash = (value: string | null | undefined) => (value ? value : '—');

function Overview({ company }: { company: CompanySummary }) {
  const { details, primaryContact, banking } = useSuspenseQuery(
    companyInformationQueryOptions(company.id),
  ).data;
  const query = useCompanyQuery();
  const address = [
    details.address1,
    details.address2,
    [details.city, details.state, details.zip].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack gap="lg">
      <Text>
        What carriers, payroll partners and Groupcover know about your company. The FEIN and bank numbers are
        stored encrypted: only their last four digits are ever shown.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <SummaryCard
          title="Company details"
          to={withQuery(`${BASE}/company-details`, query)}
          rows={[
            ['Legal name', details.legalName],
            ['DBA', orDash(details.dbaName)],
            ['FEIN', orDash(details.feinMasked)],
            ['Legal form', details.entityType ? ENTITY_TYPE_LABELS[details.entityType] : '—'],
            ['Industry (NAICS)', orDash(details.industryCode)],
            ['Address', orDash(address)],
          ]}
        />
        <SummaryCard
          title="Primary contact"
          to={withQuery(`${BASE}/primary-contact`, query)}
          rows={[
            ['Name', orDash([primaryContact.firstName, primaryContact.lastName].filter(Boolean).join(' '))],
            ['Title', orDash(primaryContact.title)],
            ['Email', orDash(primaryContact.email)],
            ['Phone', orDash(primaryContact.phone)],
          ]}
        />
        <SummaryCard
          title="Banking information"
          to={withQuery(`${BASE}/banking-information`, query)}
          rows={
            banking
              ? [
                  ['Bank', banking.bankName],
                  ['Account type', BANK_ACCOUNT_TYPE_LABELS[banking.accountType]],
                  ['Routing number', maskAccountNumber(banking.routingNumberLast4)],
                  ['Account number', maskAccountNumber(banking.accountNumberLast4)],
                  ['Updated', banking.updatedAt ? formatDay(banking.updatedAt) : '—'],
                ]
              : [['Bank account', 'None on file. Premiums are debited from the account you add here.']]
          }
        />
      </SimpleGrid>
      <Anchor component={Link} to={withQuery(`${BASE}/manage-admins`, query)}>
        Manage administrators
      </Anchor>
    </Stack>
  );
}

function SummaryCard({ title, to, rows }: { title: string; to: string; rows: Array<[string, string]> }) {
  const headingId = useId();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        <Stack component="dl" gap={6} m={0}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
        </Stack>
        <Anchor component={Link} to={to} aria-label={`Edit ${title.toLowerCase()}`}>
          Edit
        </Anchor>
      </Stack>
    </Card>
  );
}

/**
 * Saves one of the forms, then goes to the success page that names it (docs/spec/2 §2.1 `success?formName=`, the
 * section's path: `company-details` for `company_details`); a refused save shows at the form's fields.
 */
function useSaveThenConfirm<T extends FieldValues, F extends keyof CompanyInformationForms>(
  form: UseFormReturn<T, unknown, CompanyInformationForms[F]>,
  companyId: string,
  formKey: F,
) {
  const errors = useFormErrors(form);
  const save = useSaveCompanyInformation(companyId, formKey);
  const navigate = useNavigate();
  const query = useCompanyQuery();
  const onSubmit = async (values: CompanyInformationForms[F]) => {
    errors.clearError();
    try {
      await save.mutateAsync(values);
      navigate(withQuery(`/employer-dashboard/success?formName=${formKey.replaceAll('_', '-')}`, query));
    } catch (error) {
      errors.showError(error);
    }
  };
  return { errors, onSubmit, busy: save.isPending };
}

function FormActions({ busy, children }: { busy: boolean; children: ReactNode }) {
  const query = useCompanyQuery();
  return (
    <Group gap="sm">
      <Button type="submit" loading={busy}>
        {children}
      </Button>
      <Button component={Link} to={withQuery(BASE, query)} variant="default">
        Cancel
      </Button>
    </Group>
  );
}

const ENTITY_OPTIONS = ENTITY_TYPES.map((value) => ({ value, label: ENTITY_TYPE_LABELS[value] }));

function CompanyDetailsForm({ info, companyId }: { info: CompanyInformation; companyId: string }) {
  const { details } = info;
  const schema = useMemo(
    () => createCompanyDetailsSchema({ hasFeinOnFile: details.feinMasked !== null }),
    [details],
  );
  const form = useKitForm<CompanyDetailsInput, unknown, CompanyDetailsRequest>({
    resolver: zodResolver(schema),
    defaultValues: {
      legalName: details.legalName,
      dbaName: details.dbaName ?? '',
      fein: '',
      entityType: (details.entityType ?? '') as CompanyDetailsInput['entityType'],
      industryCode: details.industryCode ?? '',
      address1: details.address1 ?? '',
      address2: details.address2 ?? '',
      city: details.city ?? '',
      state: details.state as CompanyDetailsInput['state'],
      zip: details.zip ?? '',
      phone: details.phone ?? '',
      version: info.version,
    },
  });
  const { errors, onSubmit, busy } = useSaveThenConfirm(form, companyId, 'company_details');
  return (
    <Stack gap="md" maw={640}>
      <Text>
        The company as it is registered with the IRS and your state. Carriers print the legal name on your
        policy.
      </Text>
      <Form form={form} errors={errors} onSubmit={onSubmit}>
        <TextField name="legalName" label="Legal name" autoComplete="organization" withAsterisk />
        <TextField
          name="dbaName"
          label="DBA (doing business as)"
          description="Leave empty when the company trades under its legal name."
        />
        <OnFileField
          name="fein"
          label="FEIN"
          noun="FEIN"
          masked={details.feinMasked}
          input={
            <MaskedField
              name="fein"
              label="FEIN"
              mask="00-0000000"
              placeholder="12-3456789"
              autoComplete="off"
              description="Your federal employer identification number, from your IRS letter (CP 575)."
              withAsterisk
            />
          }
        />
        <SelectField
          name="entityType"
          label="Legal form"
          placeholder="Select the legal form"
          options={ENTITY_OPTIONS}
          withAsterisk
        />
        <TextField
          name="industryCode"
          label="Industry code (NAICS)"
          inputMode="numeric"
          maxLength={6}
          description="6 digits, like 541310 for architectural services. It is on your tax return."
          withAsterisk
        />
        <TextField name="address1" label="Street address" autoComplete="address-line1" withAsterisk />
        <TextField name="address2" label="Suite, floor (optional)" autoComplete="address-line2" />
        <TextField name="city" label="City" autoComplete="address-level2" withAsterisk />
        <StateField
          name="state"
          disabled
          description="Your plans are filed in this state. To move the company to another state, contact support."
        />
        <ZipField name="zip" label="ZIP code" withAsterisk />
        <PhoneField name="phone" label="Company phone" withAsterisk />
        <FormActions busy={busy}>Save company details</FormActions>
      </Form>
    </Stack>
  );
}

function PrimaryContactForm({ info, companyId }: { info: CompanyInformation; companyId: string }) {
  const { primaryContact: contact } = info;
  const form = useKitForm<PrimaryContactInput, unknown, PrimaryContactRequest>({
    resolver: zodResolver(primaryContactRequestSchema),
    defaultValues: {
      firstName: contact.firstName ?? '',
      lastName: contact.lastName ?? '',
      title: contact.title ?? '',
      email: contact.email ?? '',
      phone: contact.phone ?? '',
      version: info.version,
    },
  });
  const { errors, onSubmit, busy } = useSaveThenConfirm(form, companyId, 'primary_contact');
  return (
    <Stack gap="md" maw={640}>
      <Text>
        Who carriers and Groupcover contact about your company's benefits: renewals, billing questions and
        changes to your plans.
      </Text>
      <Form form={form} errors={errors} onSubmit={onSubmit}>
        <TextField name="firstName" label="First name" autoComplete="given-name" withAsterisk />
        <TextField name="lastName" label="Last name" autoComplete="family-name" withAsterisk />
        <TextField name="title" label="Job title" autoComplete="organization-title" withAsterisk />
        <TextField name="email" label="Email" type="email" autoComplete="email" withAsterisk />
        <PhoneField name="phone" label="Phone" withAsterisk />
        <FormActions busy={busy}>Save primary contact</FormActions>
      </Form>
    </Stack>
  );
}

const ACCOUNT_TYPE_OPTIONS = BANK_ACCOUNT_TYPES.map((value) => ({
  value,
  label: BANK_ACCOUNT_TYPE_LABELS[value],
}));

function BankingForm({ info, companyId }: { info: CompanyInformation; companyId: string }) {
  const { banking } = info;
  const hasAccountOnFile = banking !== null;
  const schema = useMemo(() => createBankingSchema({ hasAccountOnFile }), [hasAccountOnFile]);
  const form = useKitForm<BankingInput, unknown, BankingRequest>({
    resolver: zodResolver(schema),
    defaultValues: {
      bankName: banking?.bankName ?? '',
      accountType: (banking?.accountType ?? '') as BankingInput['accountType'],
      routingNumber: '',
      accountNumber: '',
      confirmAccountNumber: '',
      version: info.version,
    },
  });
  const { errors, onSubmit, busy } = useSaveThenConfirm(form, companyId, 'banking_information');
  const [replacingAccount, setReplacingAccount] = useState(!hasAccountOnFile);
  const numberField = (name: string, label: string, description?: string) => (
    <TextField
      name={name}
      label={label}
      inputMode="numeric"
      autoComplete="off"
      description={description}
      withAsterisk
    />
  );
  return (
    <Stack gap="md" maw={640}>
      <Text>
        The account your monthly premiums are debited from. Both numbers are printed at the bottom of a check:
        the routing number first (9 digits), then the account number.
      </Text>
      <Form form={form} errors={errors} onSubmit={onSubmit}>
        <TextField name="bankName" label="Bank name" autoComplete="off" withAsterisk />
        <RadioGroupField name="accountType" legend="Account type" options={ACCOUNT_TYPE_OPTIONS} required />
        <OnFileField
          name="routingNumber"
          label="Routing number"
          masked={banking ? maskAccountNumber(banking.routingNumberLast4) : null}
          input={numberField('routingNumber', 'Routing number', '9 digits')}
        />
        <OnFileField
          name="accountNumber"
          label="Account number"
          masked={banking ? maskAccountNumber(banking.accountNumberLast4) : null}
          onReplacingChange={(replacing) => {
            setReplacingAccount(replacing);
            if (!replacing) form.setValue('confirmAccountNumber', '');
          }}
          input={numberField('accountNumber', 'Account number', '4 to 17 digits')}
        />
        {replacingAccount && numberField('confirmAccountNumber', 'Confirm account number')}
        <FormActions busy={busy}>Save banking information</FormActions>
      </Form>
    </Stack>
  );
}
