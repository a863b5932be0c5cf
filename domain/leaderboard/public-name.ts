/** Boards show a last name by its initial only: 'Lovelace' becomes 'L.'; no last name stays null. */
export function lastInitial(lastName: string | null | undefined): string | null {
  const first = Array.from((lastName ?? '').trim())[0];
  return first ? `${first.toLocaleUpperCase('en')}.` : null;
}
