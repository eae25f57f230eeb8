import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/SimpleGrid.css';
import {
  PhoneField,
  RadioGroupField,
  SelectField,
  TextareaField,
  TextField,
} from '@client/components/form/fields';
import { FileUploadField } from '@client/components/form/file-upload-field';
import { Form } from '@client/components/form/form';
import { OnFileField } from '@client/components/form/on-file-field';
import { RepeatableRows } from '@client/components/form/repeatable-rows';
import { SignatureField } from '@client/components/form/signature-field';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { StepActions } from '@client/components/wizard/step-actions';
import { usePageTitle } from '@client/lib/page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import { Fieldset, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  ADDITIONAL_INFORMATION_PARTS,
  BENEFIT_INVOICE_TYPE_LABELS,
  BENEFIT_INVOICE_TYPES,
  CONTRIBUTION_FREQUENCIES,
  CONTRIBUTION_FREQUENCY_LABELS,
  defaultLeadContribution,
  HEALTH_ACCOUNT_PROVIDER_LABELS,
  HEALTH_ACCOUNT_PROVIDERS,
  HEALTH_ACCOUNT_TYPE_LABELS,
  HEALTH_ACCOUNT_TYPES,
  hasHealthAccount,
  LEAD_CONTRIBUTION_TYPE_LABELS,
} from '@shared/domain/ben-admin/lead-rules';
import {
  CONTRIBUTION_TYPE_CHOICES,
  isPercentageContribution,
} from '@shared/domain/contributions/contribution-types';
import { type ContributionType, WAITING_PERIOD_LABELS, WAITING_PERIODS } from '@shared/domain/enums';
import { parseAmountInput } from '@shared/domain/money/money';
import {
  type AdditionalInformation,
  type BenAdminLead,
  createAdditionalInformationSchema,
  type LeadFile,
} from '@shared/schemas/ben-admin-lead';
import { parsePercentageInput } from '@shared/schemas/fields';
import { type ReactNode, useMemo } from 'react';
import { type Resolver, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useLeadResponse, useLeadWrites } from '../api';
import { benAdminWizard } from '../wizard';
import {
  type AdditionalInformationValues,
  listChosenFiles,
  toFormValues,
  toRequest,
} from './additional-information-values';

const HEADING = 'Benefits Information';

/** What the uploads accept: PDF, PNG or JPEG up to 10 MB (the server checks the bytes again). */
const LIMITS = { maxBytes: 10 * 1024 * 1024, types: ['application/pdf', 'image/png', 'image/jpeg'] } as const;

const options = <V extends string>(values: readonly V[], labels: Record<V, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const part = (id: (typeof ADDITIONAL_INFORMATION_PARTS)[number]['id']) => {
  const index = ADDITIONAL_INFORMATION_PARTS.findIndex((p) => p.id === id);
  return `${index + 1}. ${ADDITIONAL_INFORMATION_PARTS[index]!.title}`;
};

function Part({ id, children }: { id: Parameters<typeof part>[0]; children: ReactNode }) {
  return (
    <Fieldset legend={part(id)} radius="md">
      <Stack gap="sm">{children}</Stack>
    </Fieldset>
  );
}

/** The files already sent in a set, by name. */
function FilesOnFile({ files }: { files: readonly LeadFile[] }) {
  if (files.length === 0) return null;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        On file
      </Text>
      <List size="sm">
        {files.map((f) => (
          <List.Item key={f.id}>
            {f.invoiceType ? `${BENEFIT_INVOICE_TYPE_LABELS[f.invoiceType]}: ` : ''}
            {f.fileName}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

const percentText = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const amountText = percentText;

/** Each contribution row's name and the two values its type reads. */
function ContributionRows() {
  const type = useWatch({ name: 'contributionType' }) as ContributionType | null;
  const percent = type === null || isPercentageContribution(type);
  return (
    <RepeatableRows
      name="contributions"
      newRow={() => defaultLeadContribution('')}
      legend={(index) => `Contribution ${index + 1}`}
      addLabel="Add a contribution"
      removeLabel={(index) => `Remove contribution ${index + 1}`}
      canRemove={(index) => index > 0}
      maxRows={20}
    >
      {({ path }) => (
        <>
          <TextField
            name={`${path}.name`}
            label="Who it applies to"
            description="For example: All employees, Managers"
            withAsterisk
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {percent ? (
              <>
                <TextField
                  name={`${path}.employeePercentage`}
                  label="Company pays for employees (%)"
                  inputMode="decimal"
                  parse={parsePercentageInput}
                  format={percentText}
                  withAsterisk
                />
                <TextField
                  name={`${path}.dependentPercentage`}
                  label="Company pays for dependents (%)"
                  inputMode="decimal"
                  parse={parsePercentageInput}
                  format={percentText}
                  withAsterisk
                />
              </>
            ) : (
              <>
                <TextField
                  name={`${path}.employeeFixedAmount`}
                  label="Company pays for employees (monthly)"
                  leftSection="$"
                  inputMode="decimal"
                  parse={parseAmountInput}
                  format={amountText}
                  withAsterisk
                />
                <TextField
                  name={`${path}.dependentFixedAmount`}
                  label="Company pays for dependents (monthly)"
                  leftSection="$"
                  inputMode="decimal"
                  parse={parseAmountInput}
                  format={amountText}
                  withAsterisk
                />
              </>
            )}
          </SimpleGrid>
        </>
      )}
    </RepeatableRows>
  );
}

/** The health account's provider, amounts, documents and funding bank (asked with an HSA or FSA only). */
function HealthAccountDetails({ lead }: { lead: BenAdminLead }) {
  const accountType = useWatch({ name: 'accountType' });
  const provider = useWatch({ name: 'provider' });
  if (!hasHealthAccount(accountType)) return null;
  return (
    <>
      <SelectField
        name="provider"
        label="Provider"
        placeholder="Select a provider"
        emptyValue={null}
        options={options(HEALTH_ACCOUNT_PROVIDERS, HEALTH_ACCOUNT_PROVIDER_LABELS)}
        withAsterisk
      />
      {provider === 'other' ? <TextField name="providerOther" label="Provider name" withAsterisk /> : null}
      <OnFileField
        name="providerAccountNumber"
        label="Company account number at the provider"
        noun="account number at the provider"
        masked={lead.maskedProviderAccountNumber}
        input={
          <TextField
            name="providerAccountNumber"
            label="Company account number at the provider"
            autoComplete="off"
            withAsterisk
          />
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextField
          name="yearlyContributionAmount"
          label="Company contribution per employee per year"
          leftSection="$"
          inputMode="decimal"
          parse={parseAmountInput}
          format={amountText}
          withAsterisk
        />
        <SelectField
          name="contributionFrequency"
          label="How often the company contributes"
          placeholder="Select"
          emptyValue={null}
          options={options(CONTRIBUTION_FREQUENCIES, CONTRIBUTION_FREQUENCY_LABELS)}
          withAsterisk
        />
      </SimpleGrid>
      <FileUploadField name="healthAccountFile" label="Health account documents (optional)" limits={LIMITS} />
      <FilesOnFile files={lead.employeeHealthAccountFiles} />
    </>
  );
}

function FundingBank({ lead }: { lead: BenAdminLead }) {
  const accountType = useWatch({ name: 'accountType' });
  if (!hasHealthAccount(accountType))
    return <Text size="sm">No funding bank is needed without a health account.</Text>;
  return (
    <>
      <TextField name="fundingBank" label="Bank name" withAsterisk />
      <OnFileField
        name="fundingRoutingNumber"
        label="Routing number"
        masked={lead.maskedFundingRoutingNumber}
        input={
          <TextField
            name="fundingRoutingNumber"
            label="Routing number"
            inputMode="numeric"
            autoComplete="off"
            withAsterisk
          />
        }
      />
      <OnFileField
        name="fundingAccountNumber"
        label="Account number"
        masked={lead.maskedFundingAccountNumber}
        input={
          <TextField
            name="fundingAccountNumber"
            label="Account number"
            inputMode="numeric"
            autoComplete="off"
            withAsterisk
          />
        }
      />
    </>
  );
}

/**
 * Additional information (docs/spec/3 §2, §4, §5; decision 0052): the eight parts and the signature. Submit sends the
 * chosen files first (each set by its storage key), then saves, then goes to done; an upload's or the save's
 * error shows as the form's error (docs/spec/3 §8).
 */
export function AdditionalInformationStep() {
  usePageTitle(HEADING);
  const { benAdminLead } = useLeadResponse();
  if (!benAdminLead) return null;
  return <AdditionalInformationForm lead={benAdminLead} />;
}

function AdditionalInformationForm({ lead }: { lead: BenAdminLead }) {
  const writes = useLeadWrites();
  const { previousPath } = benAdminWizard.useStepNavigation('additionalInformation');
  const schema = useMemo(
    () =>
      z.preprocess(
        (values) => toRequest(values as AdditionalInformationValues),
        createAdditionalInformationSchema({
          providerAccountNumber: lead.maskedProviderAccountNumber !== null,
          fundingAccountNumber: lead.maskedFundingAccountNumber !== null,
          fundingRoutingNumber: lead.maskedFundingRoutingNumber !== null,
        }),
      ),
    [lead],
  );
  const form = useKitForm<AdditionalInformationValues>({
    resolver: zodResolver(schema as never) as unknown as Resolver<AdditionalInformationValues>,
    defaultValues: toFormValues(lead),
  });
  const errors = useFormErrors(form);
  const saveAndContinue = benAdminWizard.useSaveAndContinue('additionalInformation', errors);
  const onSubmit = async () => {
    const values = form.getValues();
    await saveAndContinue(async () => {
      for (const chosen of listChosenFiles(values)) {
        await writes.uploadFiles(chosen.storageKey, [chosen.file], chosen.invoiceType);
        // Sent: not sent again if the save fails and the person submits again.
        if (chosen.storageKey === 'insurance' && chosen.invoiceType)
          form.setValue(`insuranceFiles.${chosen.invoiceType}`, null);
        else form.setValue('healthAccountFile', null);
      }
      const latest = await writes.latestVersion();
      await writes.save({
        section: 'additional_information',
        version: latest,
        ...(toRequest(values) as unknown as AdditionalInformation),
      });
      return null;
    });
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{HEADING}</Title>
        <Text>
          Tell us about your benefits so we can set up your administration. Fields marked * are required.
        </Text>
      </Stack>
      <Form form={form} errors={errors} onSubmit={onSubmit} gap="lg">
        <Part id="contact">
          <TextField name="companyName" label="Company name" autoComplete="organization" withAsterisk />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField name="contactName" label="Contact name" autoComplete="name" withAsterisk />
            <PhoneField name="contactPhoneNumber" label="Contact phone number (optional)" />
          </SimpleGrid>
        </Part>
        <Part id="broker">
          <Text size="sm">If you work with a broker, we will contact them to set up your plans.</Text>
          <TextField name="brokerName" label="Broker name (optional)" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField name="brokerEmail" type="email" label="Broker email (optional)" />
            <PhoneField name="brokerPhone" label="Broker phone (optional)" />
          </SimpleGrid>
        </Part>
        <Part id="insurance">
          <Text size="sm">Upload your latest invoice for each benefit you offer today.</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {BENEFIT_INVOICE_TYPES.map((type) => (
              <FileUploadField
                key={type}
                name={`insuranceFiles.${type}`}
                label={`${BENEFIT_INVOICE_TYPE_LABELS[type]} invoice`}
                limits={LIMITS}
              />
            ))}
          </SimpleGrid>
          <FilesOnFile files={lead.files} />
        </Part>
        <Part id="contributionType">
          <RadioGroupField
            name="contributionType"
            legend="How does the company contribute to premiums?"
            options={options(CONTRIBUTION_TYPE_CHOICES, LEAD_CONTRIBUTION_TYPE_LABELS)}
            required
            vertical
          />
        </Part>
        <Part id="contributions">
          <Text size="sm">
            Employers typically pay over 50% of the employee's premium and 0% of dependents'.
          </Text>
          <ContributionRows />
          <TextareaField
            name="otherContributionInformation"
            label="Anything else about contributions (optional)"
            autosize
            minRows={2}
          />
        </Part>
        <Part id="waitingPeriod">
          <SelectField
            name="probationaryPeriod"
            label="When does a new hire's coverage start?"
            placeholder="Select a waiting period"
            emptyValue={null}
            options={options(WAITING_PERIODS, WAITING_PERIOD_LABELS)}
            withAsterisk
          />
        </Part>
        <Part id="healthAccount">
          <RadioGroupField
            name="accountType"
            legend="Does the company offer a health account?"
            options={options(HEALTH_ACCOUNT_TYPES, HEALTH_ACCOUNT_TYPE_LABELS)}
            required
            vertical
          />
          <HealthAccountDetails lead={lead} />
        </Part>
        <Part id="funding">
          <FundingBank lead={lead} />
        </Part>
        <Fieldset legend="Signature" radius="md">
          <Stack gap="sm">
            <Text size="sm">
              By signing, you confirm this information is correct and authorize Groupcover to administer your
              benefits.
            </Text>
            <SignatureField
              name="signatureStrokes"
              imageName="signature"
              label="Sign your name or initials"
              size="fixed"
              clearLabel="Clear Signature"
            />
          </Stack>
        </Fieldset>
        <StepActions previousPath={previousPath} saving={form.formState.isSubmitting} label="Submit" />
      </Form>
    </Stack>
  );
}
