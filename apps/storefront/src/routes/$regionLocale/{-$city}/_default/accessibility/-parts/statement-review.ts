/**
 * The day the statement was last checked against the store (ISO 8601, UTC): change it with every
 * review of the statement's texts, as the EU's model statements ask for the date of the last review.
 */
export const STATEMENT_REVIEWED_ON = '2026-12-02';
