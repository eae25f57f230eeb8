import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { BackLink } from '@client/components/wizard/step-actions';
import { usePageTitle } from '@client/lib/page-title';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { BOR_EMBEDDED_PATHS, hasDeductionsStep } from '@shared/domain/broker-of-record/application';
import type { BorCompanyProfile } from '@shared/schemas/broker-of-record';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { companyProfileQueryOptions } from '../../api/company-profile';
import { SwitchCompanyLink } from '../../components/bor-frame';
import { SideProgress } from '../../components/side-progress';
import { borPath, useCompanyToken } from '../../lib/bor-links';
import classes from './embedded-frame.module.css';

export type EmbeddedPage = keyof typeof BOR_EMBEDDED_PATHS;

/** The embedded flow's pages in order (spec 3 §4): deductions only for the netsuite partner. */
export function listEmbeddedPages(profile: Pick<BorCompanyProfile, 'mode' | 'partner'>): EmbeddedPage[] {
  const pages: EmbeddedPage[] = [
    'landingPage',
    'companyInformation',
    'currentPlan',
    'confirmation',
    'contributions',
    'fileUpload',
  ];
  if (hasDeductionsStep({ mode: profile.mode, partnerKind: profile.partner })) pages.push('deductions');
  pages.push('done');
  return pages;
}

/**
 * The company's application and the embedded flow's addresses: each page's path with the address's company
 * token kept, the page before this one, and `goNext(saved)`, which follows the server's next section
 * (applicationStatus.nextSectionUrl) of the profile a save answered.
 */
export function useEmbeddedFlow(page: EmbeddedPage) {
  const token = useCompanyToken();
  const { data: profile } = useSuspenseQuery(companyProfileQueryOptions(token));
  const navigate = useNavigate();
  const pathOf = (p: EmbeddedPage) => borPath(BOR_EMBEDDED_PATHS[p], token);
  const pages = listEmbeddedPages(profile);
  const index = pages.indexOf(page);
  const previous = index > 0 ? pages[index - 1]! : null;
  return {
    token,
    profile,
    pathOf,
    previousPath: previous ? pathOf(previous) : null,
    goTo: (p: EmbeddedPage) => navigate(pathOf(p)),
    /** After a save: where the saved profile says (its next section), the token kept. */
    goNext: (saved: BorCompanyProfile) =>
      navigate(borPath(saved.applicationStatus.nextSectionUrl.split('?')[0]!, token)),
  };
}

interface EmbeddedFrameProps {
  title: string;
  subtitle?: ReactNode;
  profile: BorCompanyProfile;
  /** The side progress list beside the page (every page but the landing and done pages). */
  progress?: boolean;
  /** A Back link above the title. */
  backTo?: string | null;
  children: ReactNode;
}

/**
 * A page of the embedded (partner) flow (spec 3 §2, decision 0050): the side progress list beside the page on
 * wide screens and folded above it on phones, the Switch Company link when the address names a company, 'Log
 * out' on every page of a QuickBooks-type session (spec 3 §2: part of the embedded layout), the title and the
 * page. A standard-mode company is sent to the flow's root.
 */
export function EmbeddedFrame({
  title,
  subtitle,
  profile,
  progress = true,
  backTo,
  children,
}: EmbeddedFrameProps) {
  usePageTitle(title);
  const token = useCompanyToken();
  // A standard-mode company's visitor goes to the flow's root, which opens its own pages.
  if (profile.mode !== 'embedded') return <Navigate to={borPath('', token)} replace />;
  const body = (
    <Stack gap="lg" className={classes.main}>
      <SwitchCompanyLink>
        {profile.partner === 'quickbooks' ? (
          <Anchor component={Link} to="/logout" size="sm">
            Log out
          </Anchor>
        ) : null}
      </SwitchCompanyLink>
      {backTo ? (
        <div>
          <BackLink to={backTo} />
        </div>
      ) : null}
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
      </Stack>
      {children}
    </Stack>
  );
  if (!progress) return body;
  return (
    <div className={classes.grid}>
      <aside className={classes.side}>
        <SideProgress sections={profile.applicationStatus.sections} />
      </aside>
      {body}
    </div>
  );
}
