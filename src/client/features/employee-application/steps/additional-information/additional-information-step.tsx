import '@mantine/core/styles/SimpleGrid.css';
import {
  DateField,
  RadioGroupField,
  SelectField,
  TextareaField,
  TextField,
} from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { RadioGroup } from '@client/components/form/radio-group';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { PageLoader } from '@client/components/page-loader';
import { StepActions } from '@client/components/wizard/step-actions';
import { usePageTitle } from '@client/lib/page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { computeBeneficiaryPercentages } from '@shared/domain/beneficiaries/beneficiaries';
import type { Beneficiary2Type } from '@shared/domain/enums';
import {
  createAdditionalInformationSchema,
  isCoveredElsewhereReason,
} from '@shared/schemas/additional-information';
import type { ApplicationResponse } from '@shared/schemas/application';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type Resolver, useWatch } from 'react-hook-form';
import { beneficiaryPairQueryOptions } from '../../api/beneficiary-pair';
import { useApplication } from '../../api/get-application';
import { useUpdateAdditionalInformation } from '../../api/update-additional-information';
import { describeSyncedFields, SyncedFieldsNote } from '../../components/synced-fields-note';
import { isDecliningCoverage } from '../../lib/application-rules';
import { coverageTypeLabel } from '../../lib/coverage-type-label';
import { useSaveAndContinue, useStepNavigation } from '../../lib/step-navigation';
import { DECLINATION_REASON_OPTIONS, EMPLOYEE_TYPE_OPTIONS } from '../options';
import type { AdditionalValues } from './additional-values';
import {
  toBeneficiaryPairBody,
  toBeneficiaryPairValues,
  withOnFileSsnsForValidation,
} from './beneficiary-defaults';
import { BeneficiaryFields } from './beneficiary-fields';

const SECOND_BENEFICIARY_OPTIONS: ReadonlyArray<{ value: Beneficiary2Type; label: string }> = [
  { value: 'none', label: 'None' },
  { value: 'primary', label: 'Primary' },
  { value: 'contingent', label: 'Contingent' },
];

/** Additional information (docs/spec/1 §2): declination, employment and beneficiaries; completes additionalInformation. */
export function AdditionalInformationStep() {
  const application = useApplication();
  const required = application.employeePolicy.isBeneficiariesRequired;
  const pair = useQuery({ ...beneficiaryPairQueryOptions(application.employeeForm.id), enabled: required });
  if (required && pair.isPending) return <PageLoader />;
  return (
    <AdditionalInformationForm
      application={application}
      storedPair={required ? (pair.data ?? null) : null}
      pairLoadFailed={required && pair.isError}
    />
  );
}

function AdditionalInformationForm({
  application,
  storedPair,
  pairLoadFailed,
}: {
  application: ApplicationResponse;
  storedPair: Record<string, unknown> | null;
  pairLoadFailed: boolean;
}) {
  const isDeclining = isDecliningCoverage(application);
  const heading = isDeclining ? 'Additional Information' : 'Employment Information';
  usePageTitle(heading);
  const policy = application.employeePolicy;
  const employee = application.employeeForm;
  const isBeneficiariesRequired = policy.isBeneficiariesRequired;
  const zipOptional = application.company.beneficiaryLastFieldOptional;
  const { previousPath } = useStepNavigation('additionalInformation');
  const saveAdditional = useUpdateAdditionalInformation(policy.id);

  const schema = useMemo(
    () =>
      createAdditionalInformationSchema({
        isDeclining,
        isBeneficiariesRequired,
        beneficiary: { isLastFieldOptional: zipOptional },
      }),
    [isDeclining, isBeneficiariesRequired, zipOptional],
  );
  const resolver = useMemo<Resolver<AdditionalValues>>(() => {
    const check = zodResolver(schema) as unknown as Resolver<AdditionalValues>;
    return async (values, context, options) => {
      const pair = values.beneficiaryPair;
      const checked = pair ? { ...values, beneficiaryPair: withOnFileSsnsForValidation(pair) } : values;
      const result = await check(checked, context, options);
      return Object.keys(result.errors).length > 0 ? result : { values, errors: {} };
    };
  }, [schema]);
  const form = useKitForm<AdditionalValues>({
    resolver,
    defaultValues: {
      jobTitle: employee.jobTitle ?? '',
      hiredAt: employee.hiredAt ?? '',
      employeeType: employee.employeeType,
      declinationReason: policy.declinationReason,
      declinationReason1CarrierName: policy.declinationReason1CarrierName ?? '',
      declinationReason1IDNumber: policy.declinationReason1IDNumber ?? '',
      declinationReason4Explanation: policy.declinationReason4Explanation ?? '',
      ...(isBeneficiariesRequired ? { beneficiaryPair: toBeneficiaryPairValues(storedPair) } : {}),
    },
  });
  const { control, setValue, getValues } = form;
  const reason = useWatch({ control, name: 'declinationReason' });
  const secondType = useWatch({ control, name: 'beneficiaryPair.beneficiary2Type' }) as
    | Beneficiary2Type
    | undefined;
  const errors = useFormErrors(form);

  const setSecondType = (type: Beneficiary2Type) => {
    // Coming from a single beneficiary (100%), two primaries start at 50/50; otherwise the first keeps its share.
    const previous = getValues('beneficiaryPair.beneficiary2Type');
    const p1 =
      previous === 'primary' ? (getValues('beneficiaryPair.beneficiary1Percentage') as number | null) : null;
    const { percentage1, percentage2 } = computeBeneficiaryPercentages(type, p1);
    setValue('beneficiaryPair.beneficiary2Type', type, { shouldDirty: true });
    setValue('beneficiaryPair.beneficiary1Percentage', percentage1, { shouldDirty: true });
    setValue('beneficiaryPair.beneficiary2Percentage', percentage2, { shouldDirty: true });
  };
  const onFirstPercentageChange = (value: number) => {
    if (getValues('beneficiaryPair.beneficiary2Type') !== 'primary') return;
    setValue(
      'beneficiaryPair.beneficiary2Percentage',
      computeBeneficiaryPercentages('primary', value).percentage2,
    );
  };

  const saveAndContinue = useSaveAndContinue('additionalInformation', errors);
  // One save: the pair goes along with the additional information and is stored in the same transaction.
  const onSubmit = (values: AdditionalValues) => {
    const beneficiaryPair = values.beneficiaryPair
      ? toBeneficiaryPairBody(values.beneficiaryPair)
      : undefined;
    return saveAndContinue(() =>
      saveAdditional.mutateAsync({
        jobTitle: values.jobTitle,
        hiredAt: values.hiredAt,
        employeeType: values.employeeType ?? undefined,
        declinationReason: isDeclining ? values.declinationReason : null,
        declinationReason1CarrierName: isDeclining ? values.declinationReason1CarrierName : '',
        declinationReason1IDNumber: isDeclining ? values.declinationReason1IDNumber : '',
        declinationReason4Explanation: isDeclining ? values.declinationReason4Explanation : '',
        ...(beneficiaryPair ? { beneficiaryPair } : {}),
      }),
    );
  };

  const synced = describeSyncedFields(application, {
    jobTitle: employee.jobTitle,
    hiredAt: employee.hiredAt,
    employeeType: employee.employeeType,
  });
  return (
    <Stack gap="lg">
      <Title order={1}>{heading}</Title>
      <Form form={form} errors={errors} onSubmit={onSubmit} gap="xl">
        {isDeclining ? (
          <Stack gap="sm" component="section" aria-labelledby="declination-heading">
            <Title order={2} size="h3" id="declination-heading">
              Declining coverage
            </Title>
            <Text>You are declining coverage your employer offers. Please tell us why.</Text>
            <SelectField
              name="declinationReason"
              label="Reason for declining coverage"
              withAsterisk
              placeholder="Select a reason"
              options={DECLINATION_REASON_OPTIONS}
              emptyValue={null}
            />
            {isCoveredElsewhereReason(reason) ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextField name="declinationReason1CarrierName" label="Carrier name" withAsterisk />
                <TextField name="declinationReason1IDNumber" label="Member ID number" withAsterisk />
              </SimpleGrid>
            ) : null}
            {reason === 'other' ? (
              <TextareaField
                name="declinationReason4Explanation"
                label="Explanation"
                withAsterisk
                autosize
                minRows={3}
                maxLength={500}
              />
            ) : null}
          </Stack>
        ) : null}
        <Stack gap="sm" component="section" aria-labelledby="employment-heading">
          <Title order={2} size="h3" id="employment-heading">
            Employment
          </Title>
          {synced.anyLocked ? <SyncedFieldsNote partner={application.partner} /> : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField
              label="Job title"
              withAsterisk
              autoComplete="organization-title"
              {...synced.field('jobTitle')}
            />
            <DateField label="Hire date" withAsterisk {...synced.field('hiredAt')} />
          </SimpleGrid>
          <RadioGroupField
            legend="Employee type"
            required
            vertical
            options={EMPLOYEE_TYPE_OPTIONS}
            {...synced.choice('employeeType')}
          />
        </Stack>
        {isBeneficiariesRequired ? (
          <Stack gap="sm" component="section" aria-labelledby="beneficiaries-heading">
            <Title order={2} size="h3" id="beneficiaries-heading">
              Beneficiaries
            </Title>
            <Text>
              Name who receives the benefit of your{' '}
              {policy.insurancesWithBeneficiariesCategories
                .map((t) => coverageTypeLabel(t).toLowerCase())
                .join(', ') || 'life'}{' '}
              coverage.
            </Text>
            {pairLoadFailed ? (
              <Alert color="yellow" title="We could not load your saved beneficiaries">
                Enter them again, or reload the page to try once more.
              </Alert>
            ) : null}
            <BeneficiaryFields
              n={1}
              legend="Beneficiary 1"
              zipOptional={zipOptional}
              percentageReadOnly={secondType === 'none'}
              onPercentageChange={onFirstPercentageChange}
            />
            <RadioGroup
              legend="Second beneficiary"
              description="A primary beneficiary shares the benefit with the first; a contingent one receives it if the first cannot."
              options={SECOND_BENEFICIARY_OPTIONS}
              value={secondType ?? 'none'}
              onChange={setSecondType}
              name="beneficiary2Type"
            />
            {secondType === 'primary' || secondType === 'contingent' ? (
              <BeneficiaryFields n={2} legend="Beneficiary 2" zipOptional={zipOptional} />
            ) : null}
          </Stack>
        ) : null}
        <StepActions previousPath={previousPath} />
      </Form>
    </Stack>
  );
}
