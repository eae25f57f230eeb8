import { DateField, TextField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text } from '@mantine/core';
import { convertIsoDateToUs, formatLongIsoDate } from '@shared/domain/dates/dates';
import { NEW_HIRE_WINDOW_DAYS } from '@shared/domain/enrollment-window/enrollment-window';
import {
  type CompanyPolicy,
  type EnrollmentWindowRequest,
  enrollmentWindowRequestSchema,
} from '@shared/schemas/company-policy';
import { useState } from 'react';
import { useSaveEnrollmentWindow } from '../api/save-enrollment-window';
import { DashboardSection } from './dashboard-section';

/**
 * Manage policy's enrollment windows (decision 0080): a new hire's days to enroll (within the carriers' rules)
 * and the day open enrollment closes (at the latest 5 days before the plan year); the server checks both again.
 */
export function EnrollmentWindowForm({ policy, companyId }: { policy: CompanyPolicy; companyId: string }) {
  const window = policy.enrollmentWindow;
  const form = useKitForm<EnrollmentWindowRequest, unknown, EnrollmentWindowRequest>({
    resolver: zodResolver(enrollmentWindowRequestSchema),
    defaultValues: {
      version: policy.version,
      newHireWindowDays: window.newHireWindowDays,
      enrollmentEndsOn: window.closesOn ? (convertIsoDateToUs(window.closesOn) ?? '') : '',
    },
  });
  const errors = useFormErrors(form);
  const save = useSaveEnrollmentWindow(companyId, policy.id);
  const [saved, setSaved] = useState(false);
  if (!window.closesOn) return null;
  const onSubmit = async (values: EnrollmentWindowRequest) => {
    errors.clearError();
    setSaved(false);
    try {
      await save.mutateAsync(values);
      setSaved(true);
    } catch (error) {
      errors.showError(error);
    }
  };
  return (
    <DashboardSection title="Enrollment windows">
      <Stack gap="sm" maw={520}>
        <Text size="sm">
          Employees see how long they have to enroll or decline, and get a reminder three days before it ends.
          Open enrollment closes by {formatLongIsoDate(window.latestClose!)} at the latest, so the carriers
          receive the elections in time.
        </Text>
        <Form form={form} errors={errors} onSubmit={onSubmit}>
          <DateField name="enrollmentEndsOn" label="Open enrollment closes on" withAsterisk />
          <TextField
            name="newHireWindowDays"
            label="Days a new hire has to enroll"
            description={`From their hire date: ${NEW_HIRE_WINDOW_DAYS.min} to ${NEW_HIRE_WINDOW_DAYS.max} days.`}
            inputMode="numeric"
            parse={(text) => (text.trim() === '' ? Number.NaN : Number(text))}
            format={(value) => (typeof value === 'number' && !Number.isNaN(value) ? String(value) : '')}
            withAsterisk
          />
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save enrollment windows
            </Button>
          </Group>
        </Form>
        {saved && (
          <Text size="sm" role="status">
            Saved. Employees who have not finished see the new window.
          </Text>
        )}
      </Stack>
    </DashboardSection>
  );
}
