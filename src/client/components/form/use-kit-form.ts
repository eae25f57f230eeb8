import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';

/**
 * The form kit's `useForm` (decision 0018): react-hook-form's, except that the kit itself takes the person to
 * the first field in error (`scrollToFirstError`, through the Form's `onInvalid`). react-hook-form's own focusing
 * (at once, and again on a timer) is off: it would move the focus a second time, after the person may have gone
 * on to type in another field.
 */
export function useKitForm<T extends FieldValues, TContext = unknown, TOutput extends FieldValues = T>(
  props: UseFormProps<T, TContext, TOutput> = {},
): UseFormReturn<T, TContext, TOutput> {
  return useForm<T, TContext, TOutput>({ ...props, shouldFocusError: false });
}
