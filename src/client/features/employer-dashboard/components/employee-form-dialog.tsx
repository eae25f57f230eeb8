import { Dialog } from '@client/components/dialog';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, type ButtonProps, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * One change to a person in a dialog (edit eligibility and class, terminate, rehire): a form-kit form checked by
 * the shared schema, sent with the version the screen read through the change's mutation, its field errors
 * and its 409 message in the form's one alert, a notice once saved. Each dialog gives only its fields; `next`
 * may put a following step (rehire's invitation) in the dialog instead of closing it.
 */
export function EmployeeFormDialog<V extends FieldValues, Body, Saved>({
  title,
  schema,
  defaultValues,
  mutation,
  toBody,
  savedMessage,
  next,
  submitLabel,
  submitColor,
  onClose,
  children,
}: {
  title: string;
  schema: z.ZodType<V, V>;
  defaultValues: DefaultValues<V>;
  mutation: UseMutationResult<Saved, Error, Body>;
  toBody: (values: V) => Body;
  savedMessage: (saved: Saved) => string;
  next?: (saved: Saved) => ReactNode | null;
  submitLabel: string;
  submitColor?: ButtonProps['color'];
  onClose: () => void;
  children: ReactNode;
}) {
  const form = useKitForm<V>({ resolver: zodResolver(schema) as Resolver<V>, defaultValues });
  const errors = useFormErrors(form);
  const [nextStep, setNextStep] = useState<ReactNode | null>(null);
  const onSubmit = (values: V) =>
    mutation.mutate(toBody(values), {
      onSuccess: (saved) => {
        notifications.show({ color: 'brand', message: savedMessage(saved) });
        const following = next?.(saved) ?? null;
        if (following) setNextStep(following);
        else onClose();
      },
      onError: (error) => errors.showError(error),
    });
  return (
    <Dialog opened onClose={onClose} title={title}>
      {nextStep ?? (
        <Form form={form} errors={errors} onSubmit={onSubmit}>
          {children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color={submitColor} loading={mutation.isPending}>
              {submitLabel}
            </Button>
          </Group>
        </Form>
      )}
    </Dialog>
  );
}
