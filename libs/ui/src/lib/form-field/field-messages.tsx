import type { ReactNode } from 'react';
import { errorStyles, hasContent, hintStyles } from './field-styles';

/** The hint and the error under a control, with the ids its `aria-describedby` points at. */
export function FieldMessages({ hintId, hint, errorId, error }: { hintId: string; hint?: ReactNode; errorId: string; error?: ReactNode }) {
  return (
    <>
      {hasContent(hint) ? (
        <p id={hintId} css={hintStyles}>
          {hint}
        </p>
      ) : null}
      {hasContent(error) ? (
        <p id={errorId} css={errorStyles}>
          {error}
        </p>
      ) : null}
    </>
  );
}
