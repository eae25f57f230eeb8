import { Anchor, Button, Group } from '@mantine/core';
import { Link } from 'react-router';

interface StepActionsProps {
  /** The previous existing step's path; no back link without one. */
  previousPath: string | null;
  saving: boolean;
  disabled?: boolean;
  /** The submit button's name: "Continue" on every step but a signature's. */
  label?: string;
}

/** A step's Back (to the previous existing step) and its submit button (disabled while saving). */
export function StepActions({ previousPath, saving, disabled, label = 'Continue' }: StepActionsProps) {
  return (
    <Group justify={previousPath ? 'space-between' : 'flex-end'} mt="md" wrap="nowrap">
      {previousPath ? (
        <Anchor component={Link} to={previousPath}>
          Back
        </Anchor>
      ) : null}
      <Button type="submit" loading={saving} disabled={disabled || saving}>
        {label}
      </Button>
    </Group>
  );
}
