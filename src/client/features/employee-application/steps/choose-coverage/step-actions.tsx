import { Anchor, Button, Group } from '@mantine/core';
import { Link } from 'react-router';

interface StepActionsProps {
  previousPath: string | null;
  isSaving: boolean;
}

/** Back to the previous step, and Continue (the form's submit). */
export function StepActions({ previousPath, isSaving }: StepActionsProps) {
  return (
    <Group justify={previousPath ? 'space-between' : 'flex-end'} gap="md">
      {previousPath && (
        <Anchor component={Link} to={previousPath}>
          Back
        </Anchor>
      )}
      <Button type="submit" loading={isSaving}>
        Continue
      </Button>
    </Group>
  );
}
