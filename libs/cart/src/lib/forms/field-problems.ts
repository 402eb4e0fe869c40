import { useEffect, useId, useRef } from 'react';
import type { FieldValues, FormState, Path, UseFormSetError, UseFormTrigger } from 'react-hook-form';
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

/** What stories and tests start a form from: its checks shown, fields the backend refused. */
export interface InitialProblems<Field extends string> {
  /** The checks show (once the shopper tried to submit). */
  showProblems?: boolean;
  /** Fields the backend refused (a 422), until they are changed. */
  rejected?: Partial<Record<Field, true>>;
}

/** The parts of a react-hook-form form that its problems need. */
interface ProblemsForm<Values extends FieldValues> {
  formState: FormState<Values>;
  trigger: UseFormTrigger<Values>;
  setError: UseFormSetError<Values>;
}

/**
 * The problems of a react-hook-form form, by field: its errors hold the `FieldProblem` of the field's
 * rule (`field-schemas.ts`) or `rejected` (the backend's 422, `rejectFields`). `order` is the fields'
 * order on the page. Focus is moved by id, not by react-hook-form's `shouldFocusError`: radio groups,
 * selects and the phone field have no single element to hand it. `initial` (stories and tests) shows
 * the checks and refusals of a form left as it was.
 */
export function useFieldProblems<Values extends FieldValues, Field extends Path<Values>>(
  form: ProblemsForm<Values>,
  order: readonly Field[],
  initial?: InitialProblems<Field>,
): FieldProblems<Field> {
  const id = useId();
  const fieldId = (field: Field) => `${id}-${field}`;
  const { errors } = form.formState;

  const left = useRef(initial);
  useEffect(() => {
    const { showProblems, rejected = {} } = left.current ?? {};
    if (showProblems) void form.trigger();
    rejectFields(form.setError, Object.keys(rejected) as Field[]);
  }, [form]);

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
