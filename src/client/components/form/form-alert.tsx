import '@mantine/core/styles/List.css';
import { Alert, Button, List, Text } from '@mantine/core';
import { forwardRef } from 'react';

interface FormAlertProps {
  message: string | null;
  /** Field errors with no field on screen. */
  details?: readonly string[];
  /** The save was refused because another window changed the record: offer to load the latest. */
  reloadable?: boolean;
  /** A heading above the message (the message is then the alert's body). */
  title?: string;
}

/** The form-level error, once, as an alert (field errors show at their fields). */
export const FormAlert = forwardRef<HTMLDivElement, FormAlertProps>(function FormAlert(
  { message, details = [], reloadable = false, title },
  ref,
) {
  if (!message) return null;
  return (
    <Alert ref={ref} color="red" variant="light" role="alert" tabIndex={-1} title={title ?? message}>
      {title ? <Text size="sm">{message}</Text> : null}
      {details.length > 0 ? (
        <List size="sm" mt={title ? 'xs' : undefined}>
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
function ReloadButton() {
  return (
    <Button mt="xs" size="xs" variant="filled" onClick={() => window.location.reload()}>
      Reload
    </Button>
  );
}
