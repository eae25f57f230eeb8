import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { enrollmentWindowQueryOptions } from '../api/get-enrollment-window';

/**
 * The employee's enrollment window while they have not finished (decision 0080): "Enroll or decline by …", in the
 * words the reminder mail uses. Nothing while it loads, once they have finished, or when it cannot be read.
 */
export function EnrollmentWindowNotice({ employeeFormId }: { employeeFormId: string }) {
  const query = useQuery(enrollmentWindowQueryOptions(employeeFormId));
  const window = query.data?.window;
  if (!window) return null;
  return (
    <Alert color={window.isOpen && window.daysLeft > 3 ? 'blue' : 'orange'} title="Your enrollment window">
      {window.text}
    </Alert>
  );
}
