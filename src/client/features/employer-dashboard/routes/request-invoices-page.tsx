import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/CheckboxCard.css';
import { TextField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { useSignedInSession } from '@client/lib/session';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { formatCents } from '@shared/domain/money/money';
import { type RequestInvoices, requestInvoicesSchema } from '@shared/schemas/billing';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useController } from 'react-hook-form';
import { Link } from 'react-router';
import { billingQueryOptions } from '../api/get-billing';
import { useRequestInvoices } from '../api/request-invoices';
import { BillingPage } from '../components/billing-page';

const HEADING = 'Request invoices';

/**
 * /employer-dashboard/request-invoices (decision 0031): choose months that have an invoice and e-mail their
 * PDFs, to yourself or to the address you give (your bookkeeper's).
 */
export function RequestInvoicesPage() {
  return (
    <BillingPage title={HEADING} intro="We e-mail the invoices you choose as PDF files.">
      {(companyId) => <RequestForm companyId={companyId} />}
    </BillingPage>
  );
}

function RequestForm({ companyId }: { companyId: string }) {
  const { invoices } = useSuspenseQuery(billingQueryOptions(companyId)).data;
  const session = useSignedInSession();
  const send = useRequestInvoices(companyId);
  const form = useKitForm<RequestInvoices>({
    resolver: zodResolver(requestInvoicesSchema),
    // The newest month is the one most often asked for.
    defaultValues: { invoiceIds: invoices[0] ? [invoices[0].id] : [], email: '' },
  });
  const errors = useFormErrors(form);

  if (invoices.length === 0)
    return (
      <Text>
        No invoices yet. See{' '}
        <Anchor component={Link} underline="always" to="/employer-dashboard/pay-my-bills">
          Pay my bills
        </Anchor>{' '}
        for when the first one is issued.
      </Text>
    );

  const onSubmit = async (request: RequestInvoices) => {
    errors.clearError();
    send.reset();
    try {
      await send.mutateAsync(request);
    } catch (error) {
      errors.showError(error);
    }
  };

  return (
    <Stack gap="lg">
      <Form form={form} errors={errors} onSubmit={onSubmit}>
        <MonthsField
          options={invoices.map((i) => ({
            value: i.id,
            label: `${i.monthLabel}: ${i.number}, ${formatCents(i.amountDueCents)} (${i.statusLabel})`,
          }))}
        />
        <TextField
          name="email"
          label="Send to"
          type="email"
          autoComplete="email"
          description={`Leave empty to send them to you (${session.account.email}), or give your bookkeeper's address.`}
          maw={420}
        />
        <Group mt="md">
          <Button type="submit" loading={send.isPending}>
            E-mail the invoices
          </Button>
        </Group>
      </Form>
      {send.data && (
        <Alert color="brand" variant="light" title="Sent" role="status">
          {send.data.count === 1 ? 'The invoice was' : `${send.data.count} invoices were`} e-mailed to{' '}
          {send.data.sentTo}.
        </Alert>
      )}
    </Stack>
  );
}

/** The months to send, as checkboxes in a group bound to `invoiceIds`. */
function MonthsField({ options }: { options: ReadonlyArray<{ value: string; label: string }> }) {
  const { field, fieldState } = useController<RequestInvoices, 'invoiceIds'>({ name: 'invoiceIds' });
  return (
    <Checkbox.Group
      label="Months"
      withAsterisk
      value={field.value}
      onChange={field.onChange}
      error={fieldState.error?.message}
    >
      <Stack gap="xs" mt="xs">
        {options.map((option, i) => (
          <Checkbox
            key={option.value}
            value={option.value}
            label={option.label}
            ref={i === 0 ? field.ref : undefined}
            onBlur={field.onBlur}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
