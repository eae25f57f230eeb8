import { useSignedInSession } from '@client/lib/session';
import type { DataRequest } from '@shared/schemas/data-requests';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { AccountSettingsPage } from './account-settings-page';
import { DataRequestsSection, DeletionDone } from './data-requests-section';
import { NoticesSection } from './notices-section';

/** /account/{accountId}: the settings, the e-mail notices (decision 0063), then the data requests (0056). */
export function AccountPage() {
  const [deleted, setDeleted] = useState<DataRequest | null>(null);
  if (deleted) return <DeletionDone request={deleted} />;
  return (
    <AccountSettingsPage>
      {() => (
        <>
          <NoticesSection />
          <DataRequestsSection onDeleted={setDeleted} />
        </>
      )}
    </AccountSettingsPage>
  );
}

/** /account, the link in every optional e-mail's footer: the signed-in person's own account page. */
export function OwnAccountRedirect() {
  const session = useSignedInSession();
  return <Navigate to={`/account/${session.account.id}`} replace />;
}
