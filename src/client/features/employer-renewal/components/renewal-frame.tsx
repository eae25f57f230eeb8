import { SwitchCompanyLink } from '@client/components/company-links';
import { PageHeading } from '@client/components/page-heading';
import { PageLoader } from '@client/components/page-loader';
import { useCompanyToken } from '@client/lib/company-token';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { RenewalRecord } from '@shared/schemas/renewal';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { renewalQueryOptions } from '../api/get-renewal';

/**
 * A page of the employer's renewal (docs/spec/2 §2.4): its title and subtitle, the Switch Company link when the
 * address names a company, and the renewal record; a company without an open renewal is told so instead.
 */
export function RenewalFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: (record: RenewalRecord, companyIdToken: string | null) => ReactNode;
}) {
  const companyIdToken = useCompanyToken();
  return (
    <Stack gap="lg">
      <SwitchCompanyLink />
      <PageHeading title={title} subtitle={subtitle} />
      <Suspense fallback={<PageLoader />}>
        <RenewalRecordOf companyIdToken={companyIdToken}>{children}</RenewalRecordOf>
      </Suspense>
    </Stack>
  );
}

function RenewalRecordOf({
  companyIdToken,
  children,
}: {
  companyIdToken: string | null;
  children: (record: RenewalRecord, companyIdToken: string | null) => ReactNode;
}) {
  const { data } = useSuspenseQuery(renewalQueryOptions(companyIdToken));
  if (!data.renewal)
    return (
      <Stack gap="md" data-testid="no-renewal">
        <Text>
          {data.state === 'processing'
            ? 'Your plans for the upcoming policy are being processed. We will e-mail you when your renewal is ready to review.'
            : 'Your company has no renewal open. When your broker has uploaded your plans for the next plan year and they have been processed, your renewal opens here.'}
        </Text>
        <Group>
          <Button component={Link} to="/employer-dashboard" variant="default">
            Back to dashboard
          </Button>
        </Group>
      </Stack>
    );
  return <>{children(data.renewal, companyIdToken)}</>;
}

/** Back and Next as links (pages without a form). */
export function RenewalNav({
  back,
  next,
  nextLabel = 'Next',
}: {
  back?: string;
  next?: string;
  nextLabel?: string;
}) {
  return (
    <Group justify="space-between" mt="md">
      <RenewalBack to={back} />
      {next ? (
        <Button component={Link} to={next}>
          {nextLabel}
        </Button>
      ) : null}
    </Group>
  );
}

/** A renewal form's Back (to the previous step, when there is one) and its Next, which submits the form. */
export function RenewalFormActions({ back, saving }: { back: string | null; saving: boolean }) {
  return (
    <Group justify="space-between">
      <RenewalBack to={back} />
      <Button type="submit" loading={saving}>
        Next
      </Button>
    </Group>
  );
}

/** Back to the previous step; a placeholder keeping the Next button at the end without one. */
function RenewalBack({ to }: { to: string | null | undefined }) {
  return to ? (
    <Button component={Link} to={to} variant="default">
      Back
    </Button>
  ) : (
    <span />
  );
}
