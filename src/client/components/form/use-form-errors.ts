import { isApiError } from '@client/lib/api-client';
import { type RefObject, useCallback, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { listFieldPaths, matchServerFieldErrors } from './field-errors';
import { scrollToFirstError } from './scroll-to-first-error';

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/** What a form shows of a failed save, and the handles the Form wrapper wires. */
export interface FormErrors {
  formError: string | null;
  details: string[];
  reloadable: boolean;
  alertRef: RefObject<HTMLDivElement | null>;
  formRef: RefObject<HTMLFormElement | null>;
  /** For handleSubmit's second argument: the client-side errors are drawn; go to the first. */
  onInvalid: () => void;
  /** Shows a failed save; `aliases` maps server keys to form fields the form names differently. */
  showError: (error: unknown, aliases?: Readonly<Record<string, string>>) => void;
  clearError: () => void;
  /**
   * A save from the form: the last failure cleared, `save` run, its failure shown (showError, with `aliases`);
   * true when it went through.
   */
  attempt: (save: () => Promise<unknown>, aliases?: Readonly<Record<string, string>>) => Promise<boolean>;
}

/**
 * A form's errors (decision 0018): the server's field errors placed at their fields (matchServerFieldErrors),
 * its message once in the form's alert with the messages that fit no field, a Reload button when another
 * window changed the record; then one scroll to the first field in error (or the alert when none is, or when
 * `focus: 'alert'`). The Form wrapper takes the result.
 */
export function useFormErrors<T extends FieldValues, TOutput extends FieldValues = T>(
  form: UseFormReturn<T, unknown, TOutput>,
  options: {
    /** Where a failed save goes first: the first field in error (default) or the form's alert. */
    focus?: 'field' | 'alert';
  } = {},
): FormErrors {
  const [formError, setFormError] = useState<string | null>(null);
  const [details, setDetails] = useState<string[]>([]);
  const [reloadable, setReloadable] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focus = options.focus ?? 'field';

  const onInvalid = useCallback(() => scrollToFirstError(formRef.current, { alert: alertRef }), []);

  const showError = useCallback(
    (error: unknown, aliases?: Readonly<Record<string, string>>) => {
      setReloadable(isApiError(error) && error.code === 'version_conflict');
      if (!isApiError(error)) {
        setFormError(FALLBACK_MESSAGE);
        setDetails([]);
        scrollToFirstError(formRef.current, { to: 'alert', alert: alertRef });
        return;
      }
      const { fields, unmatched } = matchServerFieldErrors(
        error.fieldErrors,
        listFieldPaths(form.getValues()),
        aliases,
      );
      for (const [path, message] of fields) form.setError(path as Path<T>, { type: 'server', message });
      setFormError(error.error || FALLBACK_MESSAGE);
      setDetails(unmatched.filter((m) => m !== error.error));
      scrollToFirstError(formRef.current, { to: focus, alert: alertRef });
    },
    [form, focus],
  );

  const clearError = useCallback(() => {
    setFormError(null);
    setDetails([]);
    setReloadable(false);
  }, []);

  const attempt = useCallback(
    async (save: () => Promise<unknown>, aliases?: Readonly<Record<string, string>>) => {
      clearError();
      try {
        await save();
        return true;
      } catch (error) {
        showError(error, aliases);
        return false;
      }
    },
    [clearError, showError],
  );

  return { formError, details, reloadable, alertRef, formRef, onInvalid, showError, clearError, attempt };
}
