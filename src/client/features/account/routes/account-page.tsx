import { useSignedInSession } from '@client/lib/session';
import type { DataRequest } from '@shared/schemas/data-requests';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { AccountSettingsPage } from './account-settings-page';
import { DataRequestsSection, DeletionDone } from './data-requests-section';
import { LicensesSection } from './licenses-section';
import { NoticesSection } from './notices-section';

/**
 * /account/{accountId}: the settings, a broker's licences (decision 0081), the e-mail notices (decision 0063), then
 * the data requests (0056).
 */
export function AccountPage() {
  const session = useSignedInSession();
  const [deleted, setDeleted] = useState<DataRequest | null>(null);
  if (deleted) return <DeletionDone request={deleted} />;
  return (
    <AccountSettingsPage>
      {() => (
        <>
          {session.account.role === 'broker' ? <LicensesSection /> : null}
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
