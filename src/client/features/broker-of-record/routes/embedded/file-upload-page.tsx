import { useKitForm } from '@client/components/form/use-kit-form';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { FileUploadField } from '@client/components/form/file-upload-field';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { StepActions } from '@client/components/wizard/step-actions';
import { isApiError } from '@client/lib/api-client';
import { useCompanyToken } from '@client/lib/company-token';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { BOR_MESSAGES } from '@shared/domain/broker-of-record/application';
import type { InsuranceType } from '@shared/domain/broker-of-record/insurance-types';
import type { BorCompanyProfile, BorPlanFileType } from '@shared/schemas/broker-of-record';
import { useUpdateCompanyProfile, useUploadPlanDocument } from '../../api/company-profile';
import { borEmbeddedWizard } from '../../wizard';
import { EmbeddedFrame } from './embedded-frame';
import { listProfilePlans, type ProfilePlan } from './embedded-plans';

const TITLE = 'File Upload';

/** What the page offers to send: PDF, PNG or JPEG up to the server's default size; the server sniffs the bytes. */
const LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  types: ['application/pdf', 'image/png', 'image/jpeg'],
} as const;

const FILE_LABELS: Record<BorPlanFileType, string> = {
  invoice: 'Invoice',
  sbc: 'Plan documents',
};
const FILE_TYPES = ['invoice', 'sbc'] as const satisfies readonly BorPlanFileType[];

type UploadValues = { files: Partial<Record<InsuranceType, Array<Record<BorPlanFileType, File | null>>>> };

const fieldName = (type: InsuranceType, index: number, fileType: BorPlanFileType) =>
  `files.${type}.${index}.${fileType}` as const;

function emptyValues(profile: BorCompanyProfile): UploadValues {
  const files: UploadValues['files'] = {};
  for (const { type } of listProfilePlans(profile)) {
    files[type] ??= [];
    files[type].push({ invoice: null, sbc: null });
  }
  return { files };
}

/**
 * …/broker-of-record/file-upload (docs/spec/3 §2, §7, §8): per plan an invoice and its plan documents. Continue sends
 * each chosen file as its own PUT upload_plan_documents, one after another; a refused or failed file shows the
 * server's message (or docs/spec/3's fallback) at that plan and file, and the page stays, whatever the others did
 * (the sent ones are kept and not sent again). With every chosen file sent, or none chosen, the step is saved
 * complete and the flow goes on (decision 0048).
 */
export function FileUploadPage() {
  const { record: profile } = borEmbeddedWizard.useWizardPaths();
  const { previousPath } = borEmbeddedWizard.useStepNavigation('fileUpload');
  const token = useCompanyToken();
  const upload = useUploadPlanDocument(token);
  const save = useUpdateCompanyProfile(token);
  const form = useKitForm<UploadValues>({ defaultValues: emptyValues(profile) });
  const errors = useFormErrors(form);
  const saveAndContinue = borEmbeddedWizard.useSaveAndContinue('fileUpload', errors);
  const plans = listProfilePlans(profile);

  const onSubmit = async (values: UploadValues) => {
    errors.clearError();
    let latest = profile;
    let failed = false;
    for (const { type, index, plan } of plans)
      for (const fileType of FILE_TYPES) {
        const file = values.files[type]?.[index]?.[fileType];
        if (!file) continue;
        const name = fieldName(type, index, fileType);
        try {
          latest = await upload.mutateAsync({ planType: type, planId: plan.id, fileType, file });
          form.setValue(name, null);
          form.clearErrors(name);
        } catch (error) {
          failed = true;
          const message =
            isApiError(error) && error.status > 0 && error.error ? error.error : BOR_MESSAGES.uploadFailed;
          form.setError(name, { type: 'server', message });
        }
      }
    if (failed) {
      errors.onInvalid();
      return;
    }
    await saveAndContinue(() => save.mutateAsync({ version: latest.version, section: 'fileUpload' }));
  };

  return (
    <EmbeddedFrame
      title={TITLE}
      subtitle="Upload each plan's latest invoice and its plan documents (the summary of benefits and coverage). They help us set up your plans; you can skip this and send them later."
      profile={profile}
      backTo={previousPath}
    >
      <Form form={form} errors={errors} onSubmit={onSubmit}>
        {plans.map((p) => (
          <PlanFiles key={`${p.type}-${p.plan.id}`} plan={p} />
        ))}
        <StepActions previousPath={previousPath} />
      </Form>
    </EmbeddedFrame>
  );
}

function PlanFiles({ plan }: { plan: ProfilePlan }) {
  const headingId = `files-${plan.type}-${plan.plan.id}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {plan.title}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {FILE_TYPES.map((fileType) => {
            const onFile = plan.plan.files[fileType];
            return (
              <Stack key={fileType} gap={4}>
                <FileUploadField
                  name={fieldName(plan.type, plan.index, fileType)}
                  label={`${FILE_LABELS[fileType]} for ${plan.title.replace(/^[^:]+: /, '')}`}
                  limits={LIMITS}
                />
                {onFile ? (
                  <Text size="sm" data-testid="file-on-file">
                    {`On file: ${onFile.name}`}
                  </Text>
                ) : null}
              </Stack>
            );
          })}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
