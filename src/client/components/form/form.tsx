import { Stack, type StackProps } from '@mantine/core';
import { createContext, type ReactNode, useContext } from 'react';
import { type FieldValues, FormProvider, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import { FormAlert } from './form-alert';
import type { FormErrors } from './use-form-errors';

const FormErrorsContext = createContext<FormErrors | null>(null);

interface FormProps<T extends FieldValues, TOutput extends FieldValues> {
  form: UseFormReturn<T, unknown, TOutput>;
  /** From useFormErrors(form): the alert's content, the refs and the scroll to the first error. */
  errors: FormErrors;
  /** Called with the values the schema checked. */
  onSubmit: SubmitHandler<TOutput>;
  gap?: StackProps['gap'];
  /** Where the one error alert stands: above the fields (default), or where a <FormErrorAlert /> is put. */
  alert?: 'top' | 'placed';
  children: ReactNode;
}

/**
 * The form kit's form (decision 0018): the fields inside bind to it by name; it submits through the schema,
 * scrolls to the first field in error when the schema refuses, and shows one error alert for a failed save.
 */
export function Form<T extends FieldValues, TOutput extends FieldValues>({
  form,
  errors,
  onSubmit,
  gap = 'md',
  alert = 'top',
  children,
}: FormProps<T, TOutput>) {
  return (
    <FormProvider {...form}>
      <FormErrorsContext.Provider value={errors}>
        <form ref={errors.formRef} onSubmit={form.handleSubmit(onSubmit, errors.onInvalid)} noValidate>
          <Stack gap={gap}>
            {alert === 'top' ? <FormErrorAlert /> : null}
            {children}
          </Stack>
        </form>
      </FormErrorsContext.Provider>
    </FormProvider>
  );
}

/** The form's one error alert, where a form with `alert="placed"` wants it. */
export function FormErrorAlert() {
  const errors = useContext(FormErrorsContext);
  if (!errors) return null;
  return (
    <FormAlert
      ref={errors.alertRef}
      message={errors.formError}
      details={errors.details}
      reloadable={errors.reloadable}
    />
  );
}
