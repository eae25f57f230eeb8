import type { DataRequest } from '@shared/schemas/data-requests';
import { useState } from 'react';
import { AccountSettingsPage } from './account-settings-page';
import { DataRequestsSection, DeletionDone } from './data-requests-section';

/** /account/{accountId}: the settings, then the data requests (decision 0056). */
export function AccountPage() {
  const [deleted, setDeleted] = useState<DataRequest | null>(null);
  if (deleted) return <DeletionDone request={deleted} />;
  return <AccountSettingsPage>{() => <DataRequestsSection onDeleted={setDeleted} />}</AccountSettingsPage>;
}
