import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { SwitchCompanyLink } from '@client/components/company-links';
import { PageHeading } from '@client/components/page-heading';
import type { WizardProgressView } from '@client/components/wizard/create-wizard';
import { BackLink } from '@client/components/wizard/step-actions';
import { WizardSideProgress } from '@client/components/wizard/wizard-progress';
import { Anchor, Stack } from '@mantine/core';
import type { BorEmbeddedStep } from '@shared/domain/broker-of-record/flows';
import type { BorCompanyProfile } from '@shared/schemas/broker-of-record';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './embedded-frame.module.css';

/** The second line of a section in the side list (docs/spec/3 §2: Insurance Plans). */
const SECTION_DESCRIPTIONS = { currentPlan: 'Tell us your carrier name and group number' };

/**
 * How the embedded flow presents its progress (decision 0050): the kit's side list beside the page on wide
 * screens (from 62em in a sticky side column) and folded above it on phones.
 */
export function EmbeddedProgress({ page, ...progress }: WizardProgressView<BorEmbeddedStep>) {
  return (
    <div className={classes.grid}>
      <aside className={classes.side}>
        <WizardSideProgress {...progress} descriptions={SECTION_DESCRIPTIONS} />
      </aside>
      {page}
    </div>
  );
}

interface EmbeddedFrameProps {
  title: string;
  subtitle?: ReactNode;
  profile: BorCompanyProfile;
  /** A Back link above the title. */
  backTo?: string | null;
  children: ReactNode;
}

/**
 * A page of the embedded (partner) flow (docs/spec/3 §2, decision 0050): the Switch Company link when the address
 * names a company, 'Log out' on every page of a QuickBooks-type session (docs/spec/3 §2: part of the embedded
 * layout), Back, the title and the page. The side progress is the wizard's (EmbeddedProgress).
 */
export function EmbeddedFrame({ title, subtitle, profile, backTo, children }: EmbeddedFrameProps) {
  return (
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
      <PageHeading title={title} subtitle={subtitle} />
      {children}
    </Stack>
  );
}
