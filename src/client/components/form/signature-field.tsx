import { INVALID_SIGNATURE_MESSAGE, isSignatureSufficient } from '@shared/domain/signature/signature';
import type { ComponentProps } from 'react';
import { useController } from 'react-hook-form';
import { SignaturePad } from '../signature-pad';

type SignatureFieldProps = Omit<ComponentProps<typeof SignaturePad>, 'onChange' | 'error'> & {
  /** The field holding the drawn strokes (what the server checks). */
  name: string;
  /** The field holding the PNG image of the signature ('' while nothing is drawn). */
  imageName: string;
};

/**
 * The form kit's signature (decision 0018): a signature pad bound to two fields, its strokes and its image.
 * Strokes too short to be a signature show the shared rule's message as soon as they are drawn; otherwise the
 * field shows the schema's or the server's error for either field. In its own file so that only the page that
 * asks for a signature loads the pad.
 */
export function SignatureField({ name, imageName, ...props }: SignatureFieldProps) {
  const strokes = useController({ name });
  const image = useController({ name: imageName });
  const drawn = (strokes.field.value ?? []) as Parameters<typeof isSignatureSufficient>[0];
  const error =
    drawn.length > 0 && !isSignatureSufficient(drawn)
      ? INVALID_SIGNATURE_MESSAGE
      : (strokes.fieldState.error?.message ?? image.fieldState.error?.message);
  return (
    <SignaturePad
      {...props}
      error={error}
      onChange={(value) => {
        strokes.field.onChange(value.strokes);
        image.field.onChange(value.dataUrl ?? '');
      }}
    />
  );
}
