import { Alert, List } from '@mantine/core';
import { forwardRef } from 'react';

interface FormAlertProps {
  message: string | null;
  details?: readonly string[];
}

/** The form-level error, once, as an alert (field errors show at their fields). */
export const FormAlert = forwardRef<HTMLDivElement, FormAlertProps>(function FormAlert(
  { message, details = [] },
  ref,
) {
  if (!message) return null;
  return (
    <Alert ref={ref} color="red" variant="light" role="alert" tabIndex={-1} title={message}>
      {details.length > 0 ? (
        <List size="sm">
          {details.map((d) => (
            <List.Item key={d}>{d}</List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
});
