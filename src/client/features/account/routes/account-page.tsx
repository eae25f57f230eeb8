import { AccountSettingsPage } from './account-settings-page';

/** /account/{accountId}: the settings, then the data requests (decision 0056). */
export function AccountPage() {
  return <AccountSettingsPage />;
}
