import { ReloadButton } from '@client/components/form-alert';
import { Alert, List } from '@mantine/core';

interface FormErrorAlertProps {
  message: string;
  /** Field errors with no control on screen. */
  details: readonly string[];
  /** Another window changed the application: offer to load the latest. */
  reloadable?: boolean;
}

/** The save's form-level error, once, with the field errors that have nowhere else to show. */
export function FormErrorAlert({ message, details, reloadable = false }: FormErrorAlertProps) {
  return (
    <Alert color="red" title="We could not save your choice">
      {message}
      {details.length > 0 && (
        <List size="sm" mt="xs">
          {details.map((detail) => (
            <List.Item key={detail}>{detail}</List.Item>
          ))}
        </List>
      )}
      {reloadable && <ReloadButton />}
    </Alert>
  );
}
