/** Digits 0-9 in 5×7 pixels, a row a string, for a clock drawn without any text rendering. */
const GLYPHS: Record<string, readonly string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
  ':': ['00000', '01100', '01100', '00000', '01100', '01100', '00000'],
};

export const GLYPH_WIDTH = 5;
export const GLYPH_HEIGHT = 7;

/** The lit pixels of a character (a digit or a colon) as [column, row] pairs; none for any other character. */
export function glyphPixels(character: string): Array<[number, number]> {
  const rows = GLYPHS[character] ?? [];
  return rows.flatMap((row, y) => [...row].flatMap((lit, x) => (lit === '1' ? [[x, y] as [number, number]] : [])));
}

/** m:ss or mm:ss of a whole number of seconds. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
