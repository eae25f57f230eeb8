import { AdminModeBanner } from '@client/components/admin-mode-banner';
import { fullName } from '@client/lib/format';
import { Outlet } from 'react-router';
import { useApplication } from '../../api/get-application';
import { renewalStatusPath } from '../lib/renewal-paths';
import { RenewalFlowProvider } from '../renewal-flow';

/** The employee's own renewal: every page reads the renewal application. */
export function RenewalLayout() {
  return (
    <RenewalFlowProvider>
      <Outlet />
    </RenewalFlowProvider>
  );
}

/** Admin mode (docs/spec/2 §2.5): every page sits under the banner leading back to the renewal status page. */
export function RenewalAdminLayout() {
  return (
    <RenewalFlowProvider>
      <RenewalAdminBanner />
      <Outlet />
    </RenewalFlowProvider>
  );
}

function RenewalAdminBanner() {
  const application = useApplication();
  return (
    <AdminModeBanner
      employeeName={fullName(application.employeeForm)}
      companyIdToken={application.companyIDToken}
      subject="renewal application"
      exit={{ to: renewalStatusPath(application.companyIDToken), label: 'Back to Renewal Status' }}
    />
  );
}
