import { Anchor, Button, Group } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router';

interface StepActionsProps {
  /** The previous existing step's path; no back link without one. */
  previousPath: string | null;
  /** Saving: the button shows it and is disabled (default: the surrounding form kit form is submitting). */
  saving?: boolean;
  disabled?: boolean;
  /** The submit button's name: "Continue" on every step but a signature's. */
  label?: string;
}

/** A step's Back (to the previous existing step) and its submit button (disabled while saving). */
export function StepActions({ previousPath, saving, disabled, label = 'Continue' }: StepActionsProps) {
  // Outside a form kit form (a screen with its own form) there is no context: `saving` says it.
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;
  const isSaving = saving ?? form?.formState.isSubmitting ?? false;
  return (
    <Group justify={previousPath ? 'space-between' : 'flex-end'} mt="md" wrap="nowrap">
      <BackLink to={previousPath} />
      <Button type="submit" loading={isSaving} disabled={disabled || isSaving}>
        {label}
      </Button>
    </Group>
  );
}

/** Back to the previous existing step; nothing without one. */
export function BackLink({ to }: { to: string | null }) {
  return to ? (
    <Anchor component={Link} to={to}>
      Back
    </Anchor>
  ) : null;
}
