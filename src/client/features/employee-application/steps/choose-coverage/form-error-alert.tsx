import { FormAlert } from '@client/components/form/form-alert';
import type { SaveError } from './lib/field-errors';

/** A failed save of the choice, once, on the page or in the modal: the form kit's alert under its heading. */
export function FormErrorAlert({ saveError }: { saveError: SaveError }) {
  return (
    <FormAlert
      title="We could not save your choice"
      message={saveError.message}
      details={saveError.placed.unplaced}
      reloadable={saveError.reloadable}
    />
  );
}
