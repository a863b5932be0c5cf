/** A timestamp column that may be null, as a Date. */
export const dateOrNull = (value: Date | string | null): Date | null => (value ? new Date(value) : null);
