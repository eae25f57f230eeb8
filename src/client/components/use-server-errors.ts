import { useCallback, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '../lib/api-client';
import { listFieldPaths, matchServerFieldErrors } from './form-errors';

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/** After React has drawn the errors: the first invalid control of the form (in page order), scrolled to and focused. */
function focusFirstInvalid(form: HTMLFormElement | null): boolean {
  const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!target) return false;
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
  return true;
}

const afterRender = (fn: () => void) => setTimeout(() => requestAnimationFrame(fn), 0);

/**
 * Shows a failed save: the server's field errors at their fields and its message once in the form's alert.
 * Client or server, the page then scrolls to the first field in error and focuses it (or the alert when no
 * field is in error, or when `focus: 'alert'`). Pass `formRef` to the <form> and `onInvalid` to handleSubmit.
 */
export function useServerErrors<T extends FieldValues, TOutput extends FieldValues = T>(
  form: UseFormReturn<T, unknown, TOutput>,
  options: {
    /** Where the error goes first: the first field in error (default) or the form's alert. */
    focus?: 'field' | 'alert';
  } = {},
) {
  const [formError, setFormError] = useState<string | null>(null);
  const [details, setDetails] = useState<string[]>([]);
  const [reloadable, setReloadable] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusTarget = options.focus ?? 'field';

  const focusAlert = useCallback(() => {
    afterRender(() => {
      alertRef.current?.scrollIntoView({ block: 'center' });
      alertRef.current?.focus({ preventScroll: true });
    });
  }, []);

  /** For handleSubmit's second argument: the client-side errors are drawn; go to the first. */
  const onInvalid = useCallback(() => {
    afterRender(() => focusFirstInvalid(formRef.current));
  }, []);

  const showError = useCallback(
    /** `aliases` maps server keys to form fields the form names differently. */
    (error: unknown, aliases?: Record<string, string>) => {
      setReloadable(isApiError(error) && error.code === 'version_conflict');
      if (!isApiError(error)) {
        setFormError(FALLBACK_MESSAGE);
        setDetails([]);
        focusAlert();
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
      if (focusTarget === 'alert') focusAlert();
      else
        afterRender(() => {
          if (!focusFirstInvalid(formRef.current)) {
            alertRef.current?.scrollIntoView({ block: 'center' });
            alertRef.current?.focus({ preventScroll: true });
          }
        });
    },
    [form, focusTarget, focusAlert],
  );

  const clearError = useCallback(() => {
    setFormError(null);
    setDetails([]);
    setReloadable(false);
  }, []);

  return { formError, details, reloadable, alertRef, formRef, onInvalid, showError, clearError };
}
