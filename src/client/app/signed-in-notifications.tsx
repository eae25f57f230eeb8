import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Where notifications show (switching company, a failed sign-out): only signed-in pages send any. */
export function SignedInNotifications() {
  return <Notifications position="top-right" />;
}
