// An input's error, right under it, tied to the input (aria-describedby) so a screen reader reads
// it with the field; the form moves the focus to the first field with one.
import type { NewGameField } from './new-game-values';

export const errorId = (field: NewGameField) => `ng-${field}-error`;

/** Props for an input whose field may have an error (its hint id, if any, stays described too). */
export function invalidProps(field: NewGameField, error: string | undefined, hintId?: string) {
  const ids = [error ? errorId(field) : null, hintId ?? null].filter(Boolean).join(' ');
  return { ...(error ? { 'aria-invalid': true as const } : {}), ...(ids ? { 'aria-describedby': ids } : {}) };
}

export function FieldError({ field, error }: { field: NewGameField; error: string | undefined }) {
  return error ? (
    <span id={errorId(field)} className="field-error">
      {error}
    </span>
  ) : null;
}
