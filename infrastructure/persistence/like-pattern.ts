/** A LIKE pattern matching `word` anywhere, its own wildcards (% and _) and the escape character taken literally. */
export function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
