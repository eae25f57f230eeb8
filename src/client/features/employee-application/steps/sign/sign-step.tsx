import '@mantine/core/styles/SimpleGrid.css';
import { SsnField } from '@client/components/form/fields';
import { Form, FormErrorAlert } from '@client/components/form/form';
import { SignatureField } from '@client/components/form/signature-field';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { StepActions } from '@client/components/wizard/step-actions';
import { fullName } from '@client/lib/format';
import { usePageTitle } from '@client/lib/page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { isSignatureSufficient, SIGN_STATEMENT } from '@shared/domain/signature/signature';
import { createSignFormSchema } from '@shared/schemas/signature';
import { useMemo } from 'react';
import { type Resolver, useWatch } from 'react-hook-form';
import { useApplication } from '../../api/get-application';
import { useUpdateSignature } from '../../api/update-signature';
import { EnrollmentWindowNotice } from '../../components/enrollment-window-notice';
import { listEnrollingDependents } from '../../lib/application-rules';
import { useSaveAndContinue, useStepNavigation } from '../../lib/step-navigation';
import { ElectionSummary } from '../done/election-summary';
import { ReviewSummary } from './review-summary';
import { buildSignatureRequest, type SignValues } from './sign-request';

const HEADING = 'Review and Sign';

/** Review and Sign (docs/spec/1 §2): the summary, SSNs not on file, the signature; completes the application. */
export function SignStep() {
  usePageTitle(HEADING);
  const application = useApplication();
  const employee = application.employeeForm;
  const { previousPath } = useStepNavigation('sign');
  const mutation = useUpdateSignature(application.employeePolicy.id);
  const requiresEmployeeSsn = !employee.socialSecurityNumberMasked;
  const dependents = listEnrollingDependents(application);
  const schema = useMemo(() => createSignFormSchema({ requiresEmployeeSsn }), [requiresEmployeeSsn]);
  const form = useKitForm<SignValues>({
    resolver: zodResolver(schema) as unknown as Resolver<SignValues>,
    defaultValues: {
      socialSecurityNumber: employee.socialSecurityNumberMasked ?? '',
      dependents: dependents.map((d) => ({
        id: d.id,
        socialSecurityNumber: d.socialSecurityNumberMasked ?? '',
      })),
      signatureStrokes: [],
      signatureImageDataUrl: '',
    },
  });
  const { formState } = form;
  const errors = useFormErrors(form, { focus: 'alert' });
  const saveAndContinue = useSaveAndContinue('sign', errors);
  const sufficient = isSignatureSufficient(useWatch({ control: form.control, name: 'signatureStrokes' }));

  const onSubmit = (values: SignValues) => {
    const { body, aliases } = buildSignatureRequest(
      { employeeFormId: employee.id, employeePolicyId: application.employeePolicy.id },
      values,
      requiresEmployeeSsn,
    );
    return saveAndContinue(() => mutation.mutateAsync(body), { aliases });
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{HEADING}</Title>
      <EnrollmentWindowNotice employeeFormId={application.employeeForm.id} />
      <ReviewSummary application={application} />
      <ElectionSummary employeePolicyId={application.employeePolicy.id} beforeSigning />
      <Form form={form} errors={errors} onSubmit={onSubmit} gap="lg" alert="placed">
        <Stack gap="sm" component="section" aria-labelledby="ssn-heading">
          <Title order={2} size="h3" id="ssn-heading">
            Social Security numbers
          </Title>
          <Text size="sm">
            Carriers need a Social Security number or tax ID for you and each family member you enroll.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <SsnField
              name="socialSecurityNumber"
              label="Your Social Security number or tax ID"
              withAsterisk={requiresEmployeeSsn}
            />
            {dependents.map((d, index) => (
              <SsnField
                key={d.id}
                name={`dependents.${index}.socialSecurityNumber`}
                label={`${fullName(d)}'s Social Security number or tax ID`}
                withAsterisk={!d.socialSecurityNumberMasked}
              />
            ))}
          </SimpleGrid>
        </Stack>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="signature-heading">
          <Stack gap="sm">
            <Title order={2} size="h3" id="signature-heading">
              Signature
            </Title>
            <Text fw={500}>{SIGN_STATEMENT}</Text>
            <SignatureField
              name="signatureStrokes"
              imageName="signatureImageDataUrl"
              label="Sign your name or initials"
              disabled={formState.isSubmitting}
            />
            <FormErrorAlert />
          </Stack>
        </Paper>
        <StepActions previousPath={previousPath} disabled={!sufficient} label="Sign and submit" />
      </Form>
    </Stack>
  );
}
