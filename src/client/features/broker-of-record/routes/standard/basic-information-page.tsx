import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Paper.css';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { StepActions } from '@client/components/wizard/step-actions';
import { useCompanyToken } from '@client/lib/company-token';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { BOR_MESSAGES } from '@shared/domain/broker-of-record/application';
import type { BorCompanyProfile } from '@shared/schemas/broker-of-record';
import { useMemo } from 'react';
import type { Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { useUpdateCompanyProfile } from '../../api/company-profile';
import { BorFrame } from '../../components/bor-frame';
import { CompanyFields } from '../../components/company-fields';
import { InsurancePlanRows } from '../../components/insurance-plan-rows';
import {
  type BasicInformationValues,
  basicInformationSchema,
  toBasicInformationBody,
  toBasicInformationValues,
} from '../../lib/basic-information-form';
import { borStandardWizard } from '../../wizard';

/**
 * Standard mode, step 1 (docs/spec/3 §2 "Company information plus current insurance"): the company and its
 * authorized representative, and the plans it has today with their carriers and group numbers, saved together;
 * then the server's next section (sign).
 */
export function BasicInformationPage() {
  const { record: profile } = borStandardWizard.useWizardPaths();
  return (
    <BorFrame
      title="Move your plans to Groupcover"
      subtitle="Tell us about your company and the plans you have today. Your coverage, carriers and prices stay as they are."
    >
      {profile.signedAt ? <SignedNotice /> : <BasicInformationForm profile={profile} />}
    </BorFrame>
  );
}

function SignedNotice() {
  const { pathFor } = borStandardWizard.useWizardPaths();
  return (
    <Stack gap="md">
      <Alert color="brand" variant="light" title="Signed">
        <Text size="sm">{BOR_MESSAGES.signedLocked}</Text>
      </Alert>
      <Group>
        <Button component={Link} to={pathFor('policy')}>
          See your letters
        </Button>
      </Group>
    </Stack>
  );
}

function BasicInformationForm({ profile }: { profile: BorCompanyProfile }) {
  const save = useUpdateCompanyProfile(useCompanyToken());
  const { previousPath } = borStandardWizard.useStepNavigation('basicInformation');
  const feinOnFile = profile.feinMasked !== null;
  const resolver = useMemo(
    () => zodResolver(basicInformationSchema(feinOnFile)) as unknown as Resolver<BasicInformationValues>,
    [feinOnFile],
  );
  const form = useKitForm<BasicInformationValues>({
    resolver,
    defaultValues: toBasicInformationValues(profile),
  });
  const errors = useFormErrors(form);
  const saveAndContinue = borStandardWizard.useSaveAndContinue('basicInformation', errors);

  // Then the server's next section (sign).
  const onSubmit = (values: BasicInformationValues) =>
    saveAndContinue(() => save.mutateAsync(toBasicInformationBody(values, profile.version)));

  return (
    <Form form={form} errors={errors} onSubmit={onSubmit} gap="lg">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="company-heading">
        <Stack gap="md">
          <Title order={2} size="h3" id="company-heading">
            Company information
          </Title>
          <CompanyFields feinMasked={profile.feinMasked} partnerContact={profile.partner !== null} />
        </Stack>
      </Paper>
      <Stack gap="sm" component="section" aria-labelledby="plans-heading">
        <Title order={2} size="h3" id="plans-heading">
          Insurance plans
        </Title>
        <Text c="dimmed" size="sm">
          Tell us your carrier name and group number. Add every plan you have today: one letter goes to each
          carrier.
        </Text>
        <InsurancePlanRows />
      </Stack>
      <StepActions previousPath={previousPath} label="Save and continue" saving={save.isPending} />
    </Form>
  );
}
