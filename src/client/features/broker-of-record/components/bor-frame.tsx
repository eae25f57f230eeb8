import { PageLoader } from '@client/components/page-loader';
import { usePageTitle } from '@client/lib/page-title';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { BorMode } from '@shared/domain/broker-of-record/application';
import type { BorCompanyProfile } from '@shared/schemas/broker-of-record';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { Link, Navigate } from 'react-router';
import { companyProfileQueryOptions } from '../api/company-profile';
import { borPath, useCompanyToken } from '../lib/bor-links';

/**
 * The Switch Company link, shown when the address names a company (spec 3 §2, §6), and beside it what a page
 * adds there (the embedded flow's 'Log out').
 */
export function SwitchCompanyLink({ children }: { children?: ReactNode }) {
  const companyIdToken = useCompanyToken();
  if (!companyIdToken && !children) return null;
  return (
    <Group justify="flex-end" gap="md">
      {companyIdToken ? (
        <Anchor component={Link} to="/switch-company" size="sm">
          Switch Company
        </Anchor>
      ) : null}
      {children}
    </Group>
  );
}

/** The company's application as the server answers it (GET company_profile), for the page inside. */
export function useCompanyProfile(): BorCompanyProfile {
  return useSuspenseQuery(companyProfileQueryOptions(useCompanyToken())).data;
}

/**
 * A page of the broker-of-record flow (spec 3 §2): its title and subtitle, the Switch Company link when the
 * address names a company, and the company's application. A page of the other mode sends the visitor to the
 * flow's root, which goes where the application is.
 */
export function BorFrame({
  title,
  subtitle,
  mode,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  /** The mode whose page this is. */
  mode: BorMode;
  children: (profile: BorCompanyProfile, companyIdToken: string | null) => ReactNode;
}) {
  usePageTitle(title);
  const companyIdToken = useCompanyToken();
  return (
    <Stack gap="lg" maw={880} w="100%" mx="auto">
      <SwitchCompanyLink />
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
      </Stack>
      <Suspense fallback={<PageLoader />}>
        <ProfileOf mode={mode} companyIdToken={companyIdToken}>
          {children}
        </ProfileOf>
      </Suspense>
    </Stack>
  );
}

function ProfileOf({
  mode,
  companyIdToken,
  children,
}: {
  mode: BorMode;
  companyIdToken: string | null;
  children: (profile: BorCompanyProfile, companyIdToken: string | null) => ReactNode;
}) {
  const profile = useCompanyProfile();
  if (profile.mode !== mode) return <Navigate to={borPath('', companyIdToken)} replace />;
  return <>{children(profile, companyIdToken)}</>;
}
