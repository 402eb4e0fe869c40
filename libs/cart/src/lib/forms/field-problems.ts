import { useId } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FieldProblem } from './field-rules';

/** What a form's fields need of its problems: their ids, their problem, focus on the first one wrong. */
export interface FieldProblems<Field extends string> {
  /** The id of the field's control (or of the group around it): what `aria-describedby` and focus use. */
  fieldId(field: Field): string;
  /** The field's problem (the schema's issue or the backend's refusal), untranslated. */
  problemOf(field: Field): FieldProblem | undefined;
  /** Moves focus to the first of `fields` in the form's order (a radio group's radio, a select's trigger, an input). */
  focusFirst(fields: readonly string[]): void;
}

/**
 * The problems of a react-hook-form form, by field: its errors hold the `FieldProblem` of the field's
 * rule (`field-schemas.ts`) or `rejected` (the backend's 422, `rejectFields`). `order` is the fields'
 * order on the page. Focus is moved by id, not by react-hook-form's `shouldFocusError`: radio groups,
 * selects and the phone field have no single element to hand it.
 */
export function useFieldProblems<Field extends string>(errors: FieldErrors, order: readonly Field[]): FieldProblems<Field> {
  const id = useId();
  const fieldId = (field: Field) => `${id}-${field}`;
  return {
    fieldId,
    problemOf: (field) => errors[field]?.message as FieldProblem | undefined,
    focusFirst: (fields) => {
      const first = order.find((field) => fields.includes(field));
      if (!first) return;
      const target = document.getElementById(fieldId(first));
      const control = target?.matches('input, textarea, button, select') ? target : target?.querySelector<HTMLElement>('input, button');
      control?.focus();
    },
  };
}

/** Marks the fields the backend refused (a 422 naming them): shown until the shopper changes them. */
export function rejectFields<Values extends FieldValues>(setError: UseFormSetError<Values>, fields: readonly Path<Values>[]): void {
  for (const field of fields) setError(field, { type: 'server', message: 'rejected' satisfies FieldProblem });
}
