import { AdminModeBanner } from '@client/components/admin-mode-banner';
import { fullName } from '@client/lib/format';
import { Outlet } from 'react-router';
import { useApplication } from '../api/get-application';

/** Admin mode: every page of an employee's application sits under the banner. */
export function AdminModeLayout() {
  const application = useApplication();
  return (
    <>
      <AdminModeBanner
        employeeName={fullName(application.employeeForm)}
        companyIdToken={application.companyIDToken}
      />
      <Outlet />
    </>
  );
}
