import { RadioGroupField, SsnField, TextField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { OnFileField } from '@client/components/form/on-file-field';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { BackLink, StepActions } from '@client/components/wizard/step-actions';
import { usePageTitle } from '@client/lib/page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import type { IndividualSegment } from '@shared/domain/enums';
import { isMaskedSsn, maskAccountNumber } from '@shared/domain/identifiers';
import { priceIndividualOption } from '@shared/domain/individual-application/costs';
import { hasIndividualPlan } from '@shared/domain/individual-application/flow';
import {
  createIndividualApplicationSchema,
  INDIVIDUAL_SEGMENT_LABELS,
  type IndividualApplicationResponse,
  listIndividualCoverageOptions,
} from '@shared/schemas/individual-application';
import { useMemo } from 'react';
import type { Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { readIndividualSource, useIndividualApplication, useIndividualApplicationWrites } from '../api';
import { individualWizard } from '../wizard';
import { formatDollars, type IndividualPlan } from './plan-card';

const HEADING = 'Enter Information';

interface InformationValues {
  dependentEnrollmentDental: IndividualSegment | null;
  dependentEnrollmentVision: IndividualSegment | null;
  socialSecurityNumber: string;
  employeeDependents: Array<{ id: string; socialSecurityNumber: string }>;
  bankName: string;
  bankRoutingNumber: string;
  bankAccountNumber: string;
}

/**
 * Enter Information (docs/spec/3 §4, §5): who each chosen plan covers (the options the family allows, 'Required'),
 * the SSN or tax id of the employee and each dependent (on file: disabled and masked, not re-sent), and the
 * bank's name, routing number (ABA check, the shared rule) and account number. Submitting returns to the
 * recorded source, else goes to done.
 */
export function EnterInformationStep() {
  usePageTitle(HEADING);
  const application = useIndividualApplication();
  const { previousPath } = individualWizard.useStepNavigation('enterInformation');
  if (!hasIndividualPlan(application)) {
    return (
      <Stack gap="md">
        <Title order={1}>{HEADING}</Title>
        <Alert color="gray" title="No plan chosen">
          You continued without an individual plan. Go back to choose a plan to apply for.
        </Alert>
        <BackLink to={previousPath} />
      </Stack>
    );
  }
  return <InformationForm application={application} previousPath={previousPath} />;
}

function CoverageChoice({
  name,
  plan,
  application,
}: {
  name: 'dependentEnrollmentDental' | 'dependentEnrollmentVision';
  plan: IndividualPlan;
  application: IndividualApplicationResponse;
}) {
  const options = listIndividualCoverageOptions(
    application.individualHasSpouse,
    application.individualHasChildren,
  ).map((segment) => ({
    value: segment,
    label: INDIVIDUAL_SEGMENT_LABELS[segment],
    description: `${formatDollars(priceIndividualOption(plan.employee_costs, segment))} a month`,
  }));
  return (
    <RadioGroupField<IndividualSegment>
      name={name}
      legend={`Who will ${plan.display_name} cover?`}
      options={options}
      required
      vertical
    />
  );
}

function InformationForm({
  application,
  previousPath,
}: {
  application: IndividualApplicationResponse;
  previousPath: string | null;
}) {
  const writes = useIndividualApplicationWrites();
  const navigate = useNavigate();
  const dentalPlan = application.plans.find((p) => p.id === application.individualDentalPlanID) ?? null;
  const visionPlan = application.plans.find((p) => p.id === application.individualVisionPlanID) ?? null;
  const bankOnFile =
    application.bankRoutingNumberLast4 !== null && application.bankAccountNumberLast4 !== null;
  const schema = useMemo(
    () =>
      createIndividualApplicationSchema({
        hasSpouse: application.individualHasSpouse,
        hasChildren: application.individualHasChildren,
        hasDentalPlan: application.individualDentalPlanID !== null,
        hasVisionPlan: application.individualVisionPlanID !== null,
        hasBankOnFile: bankOnFile,
      }),
    [application, bankOnFile],
  );
  const form = useKitForm<InformationValues>({
    resolver: zodResolver(schema) as unknown as Resolver<InformationValues>,
    defaultValues: {
      dependentEnrollmentDental: application.dependentEnrollmentDental,
      dependentEnrollmentVision: application.dependentEnrollmentVision,
      socialSecurityNumber: application.socialSecurityNumber,
      employeeDependents: application.employeeDependents.map((d) => ({
        id: d.id,
        socialSecurityNumber: d.socialSecurityNumber,
      })),
      bankName: application.bankName,
      bankRoutingNumber: '',
      bankAccountNumber: '',
    },
  });
  const errors = useFormErrors(form);
  const saveAndContinue = individualWizard.useSaveAndContinue('enterInformation', errors);
  const source = readIndividualSource();
  const onSubmit = async (values: InformationValues) => {
    const body = {
      ...values,
      dependentEnrollmentDental: dentalPlan ? values.dependentEnrollmentDental : null,
      dependentEnrollmentVision: visionPlan ? values.dependentEnrollmentVision : null,
      // Dependents whose SSN is on file (masked) are not re-sent.
      employeeDependents: values.employeeDependents.filter((d) => !isMaskedSsn(d.socialSecurityNumber)),
    };
    let submitted = false;
    await saveAndContinue(async () => {
      const saved = await writes.submitInformation(body);
      submitted = true;
      return saved;
    });
    // Back to the employee application's page it was opened from, when one was recorded (docs/spec/3 §4).
    if (submitted && source) navigate(source);
  };
  return (
    <Stack gap="lg">
      <Title order={1}>{HEADING}</Title>
      <Form form={form} errors={errors} onSubmit={onSubmit}>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="coverage-heading">
          <Stack gap="md">
            <Title order={2} size="h4" id="coverage-heading">
              Coverage
            </Title>
            {dentalPlan ? (
              <CoverageChoice name="dependentEnrollmentDental" plan={dentalPlan} application={application} />
            ) : null}
            {visionPlan ? (
              <CoverageChoice name="dependentEnrollmentVision" plan={visionPlan} application={application} />
            ) : null}
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="ssn-heading">
          <Stack gap="md">
            <Title order={2} size="h4" id="ssn-heading">
              Social Security Numbers
            </Title>
            <SsnField name="socialSecurityNumber" label="Your SSN or Tax ID" required />
            {application.employeeDependents.map((d, index) => (
              <SsnField
                key={d.id}
                name={`employeeDependents.${index}.socialSecurityNumber`}
                label={`SSN or Tax ID of ${d.firstName} ${d.lastName} (${d.dependentType === 'spouse' ? 'spouse' : 'child'})`}
                required
              />
            ))}
          </Stack>
        </Paper>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="bank-heading">
          <Stack gap="md">
            <Title order={2} size="h4" id="bank-heading">
              Bank Account
            </Title>
            <Text size="sm">Your premiums are paid from this account, directly to the carrier.</Text>
            <TextField name="bankName" label="Bank name" autoComplete="off" required />
            <OnFileField
              name="bankRoutingNumber"
              label="Routing number"
              masked={bankOnFile ? maskAccountNumber(application.bankRoutingNumberLast4 ?? '') : null}
              input={
                <TextField
                  name="bankRoutingNumber"
                  label="Routing number"
                  inputMode="numeric"
                  autoComplete="off"
                  required={!bankOnFile}
                />
              }
            />
            <OnFileField
              name="bankAccountNumber"
              label="Account number"
              masked={bankOnFile ? maskAccountNumber(application.bankAccountNumberLast4 ?? '') : null}
              input={
                <TextField
                  name="bankAccountNumber"
                  label="Account number"
                  inputMode="numeric"
                  autoComplete="off"
                  required={!bankOnFile}
                />
              }
            />
          </Stack>
        </Paper>
        <StepActions previousPath={previousPath} label="Submit" />
      </Form>
    </Stack>
  );
}
