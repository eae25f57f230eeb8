import { Alert, Button, List } from '@mantine/core';
import { forwardRef } from 'react';

interface FormAlertProps {
  message: string | null;
  details?: readonly string[];
  /** The save was refused because another window changed the record: offer to load the latest. */
  reloadable?: boolean;
}

/** The form-level error, once, as an alert (field errors show at their fields). */
export const FormAlert = forwardRef<HTMLDivElement, FormAlertProps>(function FormAlert(
  { message, details = [], reloadable = false },
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
      {reloadable ? <ReloadButton /> : null}
    </Alert>
  );
});

/** Loads the page afresh: the latest saved record replaces what this window shows. */
export function ReloadButton() {
  return (
    <Button mt="xs" size="xs" variant="filled" onClick={() => window.location.reload()}>
      Reload
    </Button>
  );
}
