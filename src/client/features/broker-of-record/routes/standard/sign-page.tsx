import '@mantine/core/styles/Stack.css';
import { Stack } from '@mantine/core';
import { BOR_STANDARD_PATHS } from '@shared/domain/broker-of-record/application';
import type { BorCompanyProfile } from '@shared/schemas/broker-of-record';
import { Navigate, useNavigate } from 'react-router';
import { BorFrame } from '../../components/bor-frame';
import { SignLettersForm } from '../../components/sign-letters-form';
import { borPath } from '../../lib/bor-links';

/**
 * Standard mode, step 2 (spec 3 §2 "Confirm and sign"): the letter to each carrier, 'Review This Letter' to
 * edit its details, what changes and what does not, the renewal warning, the agreement and the signature;
 * 'Sign and save' signs (one letter per carrier is stored and sent) and goes to the policy page.
 */
export function SignPage() {
  return (
    <BorFrame
      mode="standard"
      title="Review and sign"
      subtitle="Read the letter to each of your carriers, then sign to make Groupcover your broker of record."
    >
      {(profile, token) => {
        if (profile.signedAt) return <Navigate to={borPath(BOR_STANDARD_PATHS.policy, token)} replace />;
        if (profile.applicationStatus.nextSectionUrl.endsWith(BOR_STANDARD_PATHS.basicInformation))
          return <Navigate to={borPath(BOR_STANDARD_PATHS.basicInformation, token)} replace />;
        return <SignForm profile={profile} token={token} />;
      }}
    </BorFrame>
  );
}

function SignForm({ profile, token }: { profile: BorCompanyProfile; token: string | null }) {
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <SignLettersForm
        profile={profile}
        token={token}
        intro="One letter goes to each carrier. Check the representative's name and title and the effective date; to change them, choose Review This Letter."
        previousPath={borPath(BOR_STANDARD_PATHS.basicInformation, token)}
        onSigned={(signed) => navigate(borPath(signed.applicationStatus.nextSectionUrl, token))}
      />
    </Stack>
  );
}
