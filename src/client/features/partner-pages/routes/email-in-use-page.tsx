import { Anchor, Text } from '@mantine/core';
import { partnerSlugOf } from '@shared/domain/registration/partner-slug';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { partnerBrandingQuery } from '../api/partner-branding';
import { ContactSupport, NoticePage, PartnerSignInAgain } from '../components/notice-page';

/**
 * /bambee/error/email-in-use (docs/spec/3 §2, §8): a partner signed someone in whose e-mail already belongs to one of
 * our accounts, and nothing was linked (decision 0055). The partner's sign-in names itself in `?partner=`, so the
 * page can name it and send the person back through it once they have verified their account there.
 */
export function EmailInUsePage() {
  const [search] = useSearchParams();
  const slug = partnerSlugOf(search.get('partner'));
  const partner = useQuery({ ...partnerBrandingQuery(slug ?? ''), enabled: slug !== null }).data;
  const partnerName = partner?.partner_name ?? null;
  const atPartner = partnerName ?? 'your partner';
  return (
    <NoticePage title="Email Already in Use">
      <Text>This email is already associated with an existing account.</Text>
      <Text>
        To use it through {atPartner}, verify your account on {atPartner} first: sign in to {atPartner} with
        this email address and confirm it there, then come back to Groupcover from {atPartner}.
      </Text>
      <Text>
        Already have a Groupcover password?{' '}
        <Anchor component={Link} to="/login" underline="always">
          Sign in to Groupcover
        </Anchor>{' '}
        with this email instead.
      </Text>
      <ContactSupport lead="If you did not create that account, or you need help, contact support" />
      <PartnerSignInAgain slug={slug} partnerName={partnerName} />
    </NoticePage>
  );
}
