import { FileInput, type FileInputProps } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import { checkFileLimits, describeFileLimits, type FileLimits, toAcceptAttribute } from './file-limits';

interface FileUploadFieldProps
  extends Omit<
    FileInputProps,
    'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'accept' | 'multiple'
  > {
  name: string;
  /** The largest size and the types accepted (checked here before sending; the server checks the content). */
  limits: FileLimits;
}

/**
 * A file chosen for upload, held in the form as a File (null when none). A file over the size limit or of
 * another type is refused at once with its reason at the field, and not kept.
 */
export function FileUploadField({ name, limits, ...props }: FileUploadFieldProps) {
  const { setError, clearErrors } = useFormContext();
  const { field, fieldState } = useController({ name });
  const error = fieldState.error?.message;
  return (
    <FileInput
      clearable
      // Mantine's clear button has no name of its own: axe (button-name) and screen readers need one.
      clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
      description={describeFileLimits(limits)}
      {...props}
      name={field.name}
      ref={field.ref}
      accept={toAcceptAttribute(limits)}
      value={field.value instanceof File ? field.value : null}
      onChange={(file) => {
        const refusal = file ? checkFileLimits(file, limits) : null;
        field.onChange(refusal ? null : file);
        if (refusal) setError(name, { type: 'file', message: refusal });
        else clearErrors(name);
      }}
      onBlur={field.onBlur}
      error={error}
      aria-invalid={error ? true : undefined}
    />
  );
}
