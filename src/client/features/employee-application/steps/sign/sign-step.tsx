import { FormAlert } from '@client/components/form-alert';
import { controlledMaskedProps, SsnField } from '@client/components/masked-inputs';
import { SignaturePad, type SignatureValue } from '@client/components/signature-pad';
import { useServerErrors } from '@client/components/use-server-errors';
import { StepActions } from '@client/components/wizard/step-actions';
import { fullName } from '@client/lib/format';
import { usePageTitle } from '@client/lib/page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { INVALID_SIGNATURE_MESSAGE, isSignatureSufficient } from '@shared/domain/signature/signature';
import { createSignFormSchema } from '@shared/schemas/signature';
import { useMemo, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useApplication } from '../../api/get-application';
import { useApplicationSaved } from '../../api/save-application';
import { useUpdateSignature } from '../../api/update-signature';
import { listEnrollingDependents } from '../../lib/application-rules';
import { useStepNavigation, useStepPath } from '../../lib/step-navigation';
import { ReviewSummary } from './review-summary';
import { buildSignatureRequest, type SignValues } from './sign-request';

const HEADING = 'Review and Sign';
export const SIGN_STATEMENT =
  'By signing below, I agree that all the information I have provided is true and correct.';

/** Review and Sign (spec 1 §2): the summary, SSNs not on file, the signature; completes the application. */
export function SignStep() {
  usePageTitle(HEADING);
  const application = useApplication();
  const employee = application.employeeForm;
  const navigate = useNavigate();
  const pathFor = useStepPath();
  const { previousPath } = useStepNavigation('sign');
  const saved = useApplicationSaved();
  const mutation = useUpdateSignature(application.employeePolicy.id);
  const requiresEmployeeSsn = !employee.socialSecurityNumberMasked;
  const dependents = listEnrollingDependents(application);
  const schema = useMemo(() => createSignFormSchema({ requiresEmployeeSsn }), [requiresEmployeeSsn]);
  const form = useForm<SignValues>({
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
  const { control, handleSubmit, formState, setValue } = form;
  const { formError, details, reloadable, alertRef, formRef, onInvalid, showError, clearError } =
    useServerErrors(form, {
      focus: 'alert',
    });
  const [signature, setSignature] = useState<SignatureValue>({ strokes: [], dataUrl: null });
  const sufficient = isSignatureSufficient(signature.strokes);

  const onSignatureChange = (value: SignatureValue) => {
    setSignature(value);
    setValue('signatureStrokes', value.strokes);
    setValue('signatureImageDataUrl', value.dataUrl ?? '');
  };

  const onSubmit = handleSubmit(async (values) => {
    clearError();
    const { body, aliases } = buildSignatureRequest(
      { employeeFormId: employee.id, employeePolicyId: application.employeePolicy.id },
      values,
      requiresEmployeeSsn,
    );
    try {
      const response = await mutation.mutateAsync(body);
      await saved(response);
      navigate(pathFor('done'));
    } catch (error) {
      showError(error, aliases);
    }
  }, onInvalid);

  const errors = formState.errors;
  const signatureError =
    signature.strokes.length > 0 && !sufficient
      ? INVALID_SIGNATURE_MESSAGE
      : (errors.signatureStrokes?.message ?? errors.signatureImageDataUrl?.message);
  return (
    <Stack gap="lg">
      <Title order={1}>{HEADING}</Title>
      <ReviewSummary application={application} />
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <Stack gap="sm" component="section" aria-labelledby="ssn-heading">
            <Title order={2} size="h3" id="ssn-heading">
              Social Security numbers
            </Title>
            <Text size="sm">
              Carriers need a Social Security number or tax ID for you and each family member you enroll.
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Controller
                control={control}
                name="socialSecurityNumber"
                render={({ field }) => (
                  <SsnField
                    label="Your Social Security number or tax ID"
                    withAsterisk={requiresEmployeeSsn}
                    maskedOnFile={employee.socialSecurityNumberMasked}
                    {...controlledMaskedProps(field)}
                    error={errors.socialSecurityNumber?.message}
                  />
                )}
              />
              {dependents.map((d, index) => (
                <Controller
                  key={d.id}
                  control={control}
                  name={`dependents.${index}.socialSecurityNumber`}
                  render={({ field }) => (
                    <SsnField
                      label={`${fullName(d)}'s Social Security number or tax ID`}
                      withAsterisk={!d.socialSecurityNumberMasked}
                      maskedOnFile={d.socialSecurityNumberMasked}
                      {...controlledMaskedProps(field)}
                      error={errors.dependents?.[index]?.socialSecurityNumber?.message}
                    />
                  )}
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
              <SignaturePad
                label="Sign your name or initials"
                error={signatureError}
                disabled={formState.isSubmitting}
                onChange={onSignatureChange}
              />
              <FormAlert ref={alertRef} message={formError} details={details} reloadable={reloadable} />
            </Stack>
          </Paper>
          <StepActions
            previousPath={previousPath}
            saving={formState.isSubmitting}
            disabled={!sufficient}
            label="Sign and submit"
          />
        </Stack>
      </form>
    </Stack>
  );
}
