import { Anchor, Button, Group, Text } from '@mantine/core';
import { partnerSlugOf } from '@shared/domain/registration/partner-slug';
import {
  PARTNER_SIGN_IN_OTHER_BROWSER,
  PARTNER_SIGN_IN_OTHER_BROWSER_MESSAGE,
} from '@shared/domain/sign-in/partner-sign-in';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { partnerBrandingQuery } from '../api/partner-branding';
import { ContactSupport, NoticePage, PartnerSignInAgain } from '../components/notice-page';

/** Which error page: a partner's sign-in, the accounting software's connection, or anything else. */
export type PartnerErrorKind = 'partner' | 'accounting' | 'unexpected';

/** The accounting partner's slug (decision 0055): /intuit/error offers its sign-in again. */
const ACCOUNTING_SLUG = 'quickbooks';

/**
 * /bambee/error, /intuit/error and /unexpected-error (docs/spec/3 §2 and §8 say they exist, not what they say;
 * decision 0059): what happened, that nothing was lost, what to do, and support.
 */
export function PartnerErrorPage({ kind }: { kind: PartnerErrorKind }) {
  const [search] = useSearchParams();
  const slug = kind === 'accounting' ? ACCOUNTING_SLUG : partnerSlugOf(search.get('partner'));
  const partner = useQuery({ ...partnerBrandingQuery(slug ?? ''), enabled: slug !== null }).data;
  const partnerName = partner?.partner_name ?? (kind === 'accounting' ? 'QuickBooks' : null);
  const navigate = useNavigate();
  const canGoBack = typeof window !== 'undefined' && window.history.length > 1;

  if (kind === 'unexpected')
    return (
      <NoticePage title="Something Went Wrong">
        <Text>
          Something unexpected stopped us from finishing what you asked. What you saved before is safe.
        </Text>
        <Text>Please try again in a few minutes. If it keeps happening, let us know.</Text>
        <ContactSupport />
        <Group>
          {canGoBack && <Button onClick={() => navigate(-1)}>Go back and try again</Button>}
          <Anchor component={Link} to="/">
            Go to your home page
          </Anchor>
        </Group>
      </NoticePage>
    );

  const name = partnerName ?? 'your partner';
  if (kind === 'partner' && search.get('reason') === PARTNER_SIGN_IN_OTHER_BROWSER)
    return (
      <NoticePage title="We Couldn't Sign You In">
        <Text>{PARTNER_SIGN_IN_OTHER_BROWSER_MESSAGE}</Text>
        <ContactSupport lead="If you did not expect this, contact support" />
        <PartnerSignInAgain slug={slug} partnerName={partnerName} />
      </NoticePage>
    );
  return (
    <NoticePage title={kind === 'accounting' ? `We Couldn't Connect to ${name}` : "We Couldn't Sign You In"}>
      <Text>
        {kind === 'accounting'
          ? `Something went wrong while connecting your ${name} account to Groupcover.`
          : `Something went wrong while ${name} was signing you in to Groupcover.`}{' '}
        Nothing was changed in your account.
      </Text>
      <Text>
        Please try again from {name}. If you already have a Groupcover password, you can also{' '}
        <Anchor component={Link} to="/login" underline="always">
          sign in to Groupcover
        </Anchor>{' '}
        directly.
      </Text>
      <ContactSupport lead="If it keeps happening, contact support" />
      <PartnerSignInAgain slug={slug} partnerName={partnerName} />
    </NoticePage>
  );
}
