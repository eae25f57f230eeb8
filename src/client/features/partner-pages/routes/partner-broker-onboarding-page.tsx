import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ContactSupport, NoticePage } from '../components/notice-page';

/** docs/spec/3 §9: a partner's implementation takes this long. */
export const PARTNER_IMPLEMENTATION_TIME = '3-4 weeks';

/**
 * /partner-broker-onboarding (docs/spec/3 §2 "Partner broker page 'That's All For Now' (3-4 weeks implementation)"):
 * the wait page once a partner's broker onboarding is sent; nothing is asked (decision 0059).
 */
export function PartnerBrokerOnboardingPage() {
  return (
    <NoticePage title="That's All For Now">
      <Text>Thank you! We have everything we need from you for now.</Text>
      <Text>
        Our team and your partner are now setting up your benefits. Partner implementation takes{' '}
        {PARTNER_IMPLEMENTATION_TIME}. We will email you as each step is done; there is nothing more you need
        to do today.
      </Text>
      <ContactSupport lead="Questions in the meantime? Contact support" />
      <Anchor component={Link} to="/">
        Go to your home page
      </Anchor>
    </NoticePage>
  );
}
