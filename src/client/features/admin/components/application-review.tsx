import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/List.css';
import { Dialog } from '@client/components/dialog';
import { Facts } from '@client/components/facts';
import { TextareaField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { isApiError } from '@client/lib/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Badge, Button, Checkbox, Group, List, Stack, Text, Title } from '@mantine/core';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import type { ApplicationField } from '@shared/domain/employment/field-rights';
import { formatCents, toCents } from '@shared/domain/money/money';
import {
  type AdminApplication,
  type AdminApplicationReview,
  type ReviewCheckView,
  returnApplicationRequestSchema,
} from '@shared/schemas/operations';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import type { z } from 'zod';
import { useReviewApplication } from '../api/operations';

const money = (cents: number | null) => (cents === null ? 'Not priced' : formatCents(cents));

const CHECK_LABELS = { pass: 'Passed', fail: 'Not passed' } as const;

function CheckLine({ title, check }: { title: string; check: ReviewCheckView }) {
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Badge color={check.result === 'pass' ? 'dark' : 'red.9'} variant="filled" tt="none">
          {CHECK_LABELS[check.result]}
        </Badge>
      </Group>
      <Text size="sm">{check.text}</Text>
    </Stack>
  );
}

/**
 * What operations approve (decision 0078): the people, each line's plan, tier and monthly premium split between
 * the employer and the employee, the checks and the signed PDF. Headings are level 3, under the card's.
 */
export function ApplicationReviewDetails({ review }: { review: AdminApplicationReview }) {
  const enrolled = review.lines.filter((l) => l.planName !== null);
  const others = review.lines.filter((l) => l.planName === null);
  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={3} size="h5">
          People
        </Title>
        <List size="sm" spacing={4}>
          {review.people.map((p) => (
            <List.Item key={`${p.relationship}-${p.name}`}>
              {p.name} — {p.relationship}
              {p.age !== null ? `, age ${p.age}` : ', no birth date'}
              {p.ssnMasked ? `, SSN ${p.ssnMasked}` : ', no SSN on file'}
            </List.Item>
          ))}
        </List>
        <Facts
          items={[
            ['Employee type', review.employment.employeeType ?? 'Not on file'],
            ['Class', review.employment.className ?? 'None'],
            [
              'Hired',
              review.employment.hiredAt ? formatLongIsoDate(review.employment.hiredAt) : 'Not on file',
            ],
          ]}
        />
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h5">
          Plans and monthly premiums
        </Title>
        {enrolled.length === 0 && <Text size="sm">No coverage chosen.</Text>}
        {enrolled.map((line) => (
          <Stack key={line.coverageType} gap={4}>
            <Text size="sm" fw={600}>
              {line.label}: {line.planName}
              {line.carrierName ? ` (${line.carrierName})` : ''}
            </Text>
            <Facts
              items={[
                ['Tier', line.tier ?? 'Not set'],
                ['Covers', line.coveredPeople ?? 'Nobody'],
                ...(line.coverageAmount !== null
                  ? ([['Coverage amount', formatCents(toCents(line.coverageAmount))]] as const)
                  : []),
                ['Premium', money(line.premiumCents)],
                ['Employer pays', money(line.employerCents)],
                ['Employee pays', money(line.employeeCents)],
              ]}
            />
          </Stack>
        ))}
        {others.length > 0 && (
          <Text size="sm">{others.map((l) => `${l.label}: ${l.statusLabel.toLowerCase()}`).join('; ')}.</Text>
        )}
        {review.healthAccount && (
          <Text size="sm">
            {review.healthAccount.label}: the employee puts in{' '}
            {formatCents(review.healthAccount.employeeMonthlyCents)} a month; the employer{' '}
            {formatCents(review.healthAccount.employerYearlyCents)} a year.
          </Text>
        )}
        <Facts
          items={[
            ['Total premium', formatCents(review.totals.premiumCents)],
            ['Employer’s share', formatCents(review.totals.employerCents)],
            ['Employee’s share', formatCents(review.totals.employeeCents)],
          ]}
        />
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h5">
          Checks
        </Title>
        <CheckLine title="Eligibility" check={review.eligibility} />
        <CheckLine title="Waiting period" check={review.waitingPeriod} />
      </Stack>

      {review.signedApplicationUrl ? (
        <Anchor href={review.signedApplicationUrl} download size="sm">
          Download the signed application (PDF)
        </Anchor>
      ) : (
        <Text size="sm">No signed application: it waits for the employee to sign again.</Text>
      )}
    </Stack>
  );
}

/** Approving asks first: when coverage starts, the monthly figures, and any check that did not pass. */
export function ApproveDialog({
  application,
  review,
  opened,
  onClose,
  onApproved,
}: {
  application: AdminApplication;
  review: AdminApplicationReview;
  opened: boolean;
  onClose: () => void;
  onApproved: (effectiveAt: string | null) => void;
}) {
  const approve = useReviewApplication();
  const [error, setError] = useState<string | null>(null);
  const failed = [
    ['Eligibility', review.eligibility],
    ['Waiting period', review.waitingPeriod],
  ].filter(([, c]) => (c as ReviewCheckView).result === 'fail') as Array<[string, ReviewCheckView]>;
  const confirm = async () => {
    setError(null);
    try {
      const approved = await approve.mutateAsync({
        id: application.id,
        version: application.version,
        action: 'approve',
      });
      onApproved(approved.effectiveAt);
      onClose();
    } catch (e) {
      setError(isApiError(e) ? e.error : 'Something went wrong. Please try again.');
    }
  };
  return (
    <Dialog opened={opened} onClose={onClose} title={`Approve ${application.employeeName}'s application?`}>
      <Stack gap="sm">
        <Text size="sm">
          Coverage starts {formatLongIsoDate(review.coverageStartsOn)}. The premium is{' '}
          {formatCents(review.totals.premiumCents)} a month: the employer pays{' '}
          {formatCents(review.totals.employerCents)} and the employee{' '}
          {formatCents(review.totals.employeeCents)}. The employee is e-mailed, and the coverage is billed,
          deducted and sent to the carriers from then on.
        </Text>
        {failed.map(([title, check]) => (
          <Alert key={title} color="red" variant="light" title={`${title}: check before approving`}>
            {check.text}
          </Alert>
        ))}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group gap="sm">
          <Button onClick={confirm} loading={approve.isPending}>
            Yes, approve
          </Button>
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

const returnSchema = returnApplicationRequestSchema.pick({ reason: true, fields: true });
type ReturnInput = z.input<typeof returnSchema>;
type ReturnValues = z.output<typeof returnSchema>;

/** The returnable fields as checkboxes bound to `fields`; the server's refusal shows at the group. */
function ReturnFieldsField({ options }: { options: AdminApplicationReview['returnableFields'] }) {
  const { field, fieldState } = useController<ReturnInput, 'fields'>({ name: 'fields' });
  return (
    <Checkbox.Group
      label="What the employee should change"
      description="Only what the employee can change is listed: the employer's fields (class, salary, hire date, type) are theirs to correct."
      value={field.value ?? []}
      onChange={(value) => field.onChange(value as ApplicationField[])}
      error={fieldState.error?.message}
    >
      <Stack gap="xs" mt="xs">
        {options.map((option, i) => (
          <Checkbox
            key={option.field}
            value={option.field}
            label={option.label}
            ref={i === 0 ? field.ref : undefined}
            onBlur={field.onBlur}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** Returning names the fields to change (those the employee can change) and the reason. */
export function ReturnDialog({
  application,
  review,
  opened,
  onClose,
  onReturned,
}: {
  application: AdminApplication;
  review: AdminApplicationReview;
  opened: boolean;
  onClose: () => void;
  onReturned: (message: string) => void;
}) {
  const mutation = useReviewApplication();
  const form = useKitForm<ReturnInput, unknown, ReturnValues>({
    resolver: zodResolver(returnSchema),
    defaultValues: { reason: '', fields: [] },
  });
  const errors = useFormErrors(form);
  const onSubmit = async ({ reason, fields }: ReturnValues) => {
    if (
      await errors.attempt(() =>
        mutation.mutateAsync({
          id: application.id,
          version: application.version,
          action: 'return',
          reason,
          fields,
        }),
      )
    ) {
      onReturned(`${application.employeeName}'s application was returned. They were e-mailed the reason.`);
      onClose();
    }
  };
  return (
    <Dialog opened={opened} onClose={onClose} title={`Return ${application.employeeName}'s application`}>
      <Form form={form} errors={errors} onSubmit={onSubmit}>
        <Text size="sm">
          The employee sees the reason and the fields you name on their application and by e-mail, corrects it
          and signs it again.
        </Text>
        <ReturnFieldsField options={review.returnableFields} />
        <TextareaField name="reason" label="Reason" withAsterisk autosize minRows={3} maxLength={1000} />
        <Group gap="sm">
          <Button type="submit" loading={mutation.isPending}>
            Return application
          </Button>
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
        </Group>
      </Form>
    </Dialog>
  );
}
