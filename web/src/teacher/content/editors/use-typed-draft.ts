import { useEffect, useState } from 'react';
import type { Typed } from './material';

/**
 * The text of a field whose material holds what it reads as (a number, a time): what is typed stays
 * on the screen while it reads as the material's value ('1.' while a decimal is typed), and a value
 * changed from elsewhere (a load, an undo) replaces it.
 */
export function useTypedDraft(value: Typed | undefined, read: (text: string) => unknown, show: (value: Typed | undefined) => string) {
  const [draft, setDraft] = useState(show(value));
  useEffect(() => {
    setDraft((current) => (read(current) === value ? current : show(value)));
    // Only a new value from outside replaces the text; `read` and `show` are fixed per field.
  }, [value]);
  return [draft, setDraft] as const;
}
