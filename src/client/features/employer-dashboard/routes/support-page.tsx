import { TextareaField, TextField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { PageLoader } from '@client/components/page-loader';
import { telHref } from '@client/lib/format';
import { usePageTitle } from '@client/lib/page-title';
import { useSignedInSession } from '@client/lib/session';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type SupportMessageRequest, supportMessageRequestSchema } from '@shared/schemas/administrators';
import type { CompanySummary } from '@shared/schemas/auth';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useId, useState } from 'react';
import { supportContactQueryOptions } from '../api/get-support-contact';
import { useSendSupportMessage } from '../api/send-support-message';
import { DashboardCompanyPage, DashboardPageHeading } from '../components/dashboard-company-page';

const TITLE = 'Support';

/** /support: the company's support contact, and a message to it (decision 0024). */
export function SupportPage() {
  usePageTitle(TITLE);
  return (
    <DashboardCompanyPage title={TITLE}>
      {(company) => (
        <Stack gap="lg" maw={640}>
          <DashboardPageHeading
            title={TITLE}
            intro={
              <Text>
                Questions about {company.name}'s benefits, employees or billing? We are here to help.
              </Text>
            }
          />
          <Suspense fallback={<PageLoader />}>
            <SupportContactCard company={company} />
          </Suspense>
        </Stack>
      )}
    </DashboardCompanyPage>
  );
}

function SupportContactCard({ company }: { company: CompanySummary }) {
  const contact = useSuspenseQuery(supportContactQueryOptions(company.id)).data;
  const headingId = useId();
  return (
    <>
      <Paper component="section" withBorder p="md" radius="md" aria-labelledby={headingId}>
        <Stack gap={4}>
          <Title order={2} size="h4" id={headingId}>
            Your support contact
          </Title>
          <Text fw={600}>{contact.name}</Text>
          <Anchor href={telHref(contact.supportPhone)}>{contact.supportPhone}</Anchor>
          <Anchor href={`mailto:${contact.supportEmail}`} style={{ overflowWrap: 'anywhere' }}>
            {contact.supportEmail}
          </Anchor>
        </Stack>
      </Paper>
      <SupportMessageForm company={company} contactName={contact.name} />
    </>
  );
}

function SupportMessageForm({ company, contactName }: { company: CompanySummary; contactName: string }) {
  const session = useSignedInSession();
  const send = useSendSupportMessage(company.id);
  const [sent, setSent] = useState(false);
  const form = useKitForm<SupportMessageRequest>({
    resolver: zodResolver(supportMessageRequestSchema),
    defaultValues: { subject: '', message: '' },
  });
  const errors = useFormErrors(form);
  const headingId = useId();

  const onSubmit = async (values: SupportMessageRequest) => {
    errors.clearError();
    try {
      await send.mutateAsync(values);
      form.reset({ subject: '', message: '' });
      setSent(true);
    } catch (error) {
      errors.showError(error);
    }
  };

  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        Send a message
      </Title>
      {sent ? (
        <Stack gap="sm">
          <Alert color="brand" variant="light" role="status" title="Your message was sent">
            {contactName} will reply to {session.account.email}.
          </Alert>
          <Group>
            <Button variant="default" onClick={() => setSent(false)}>
              Send another message
            </Button>
          </Group>
        </Stack>
      ) : (
        <Form form={form} errors={errors} onSubmit={onSubmit}>
          <TextField name="subject" label="Subject" withAsterisk />
          <TextareaField name="message" label="Message" withAsterisk autosize minRows={5} />
          <Text size="sm" c="dimmed">
            Replies go to {session.account.email}.
          </Text>
          <Group>
            <Button type="submit" loading={send.isPending}>
              Send message
            </Button>
          </Group>
        </Form>
      )}
    </Stack>
  );
}
