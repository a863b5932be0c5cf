import { asciiText, textPdf, wrapText } from './text-pdf';

const text = (bytes: Uint8Array) => String.fromCharCode(...bytes);

/** What a reader checks first: the header, the xref table's offsets, the trailer and startxref. */
function parse(bytes: Uint8Array) {
  const file = text(bytes);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(file)?.[1]);
  const table = /^xref\n0 (\d+)\n((?:\d{10} \d{5} [fn] \n)+)trailer\n<< \/Size (\d+) \/Root 1 0 R >>/.exec(file.slice(startxref));
  if (!table) throw new Error('no xref table at startxref');
  const lines = table[2].split('\n').filter(Boolean);
  // Each entry is exactly 20 bytes with its end of line.
  if (!lines.every((line) => line.length === 19)) throw new Error('an xref entry is not 20 bytes');
  const entries = lines.map((line) => line.trim().split(' '));
  return { file, count: Number(table[1]), size: Number(table[3]), entries };
}

describe('a text PDF', () => {
  const paragraphs = ['Fractions name parts of a whole (like 3/4) and \\ backslashes.', '', ...Array.from({ length: 60 }, (_, index) => `Paragraph ${index + 1}: ${'a piece of text '.repeat(12)}`)];

  it('is a PDF whose xref table gives the byte offset of every object, found by startxref', () => {
    const { file, count, size, entries } = parse(textPdf({ title: 'Fractions: a handout', paragraphs }));
    expect(file.startsWith('%PDF-1.4\n')).toBe(true);
    expect(size).toBe(count);
    expect(entries[0]).toEqual(['0000000000', '65535', 'f']);
    entries.slice(1).forEach(([offset, generation, kind], index) => {
      expect([generation, kind]).toEqual(['00000', 'n']);
      expect(file.slice(Number(offset)).startsWith(`${index + 1} 0 obj\n`)).toBe(true);
    });
    // Each content stream's length is its bytes between 'stream' and 'endstream'.
    for (const match of file.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = match.index! + match[0].length;
      expect(file.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
    }
  });

  it('puts long text on several pages, the page tree counting them, the title on the first', () => {
    const { file } = parse(textPdf({ title: 'Fractions: a handout', paragraphs }));
    const pages = [...file.matchAll(/\/Type \/Page \/Parent 2 0 R/g)].length;
    expect(pages).toBeGreaterThan(1);
    expect(file).toContain(`/Count ${pages} >>`);
    expect(file.match(/\/F2 18 Tf/g)).toHaveLength(1);
    expect(file).toContain('(Fractions name parts of a whole \\(like 3/4\\) and \\\\ backslashes.) Tj');
  });

  it('is made the same way each time, and of ASCII only', () => {
    const input = { title: 'Café “quotes” – 2×3', paragraphs: ['Naïve résumé — 20°'] };
    expect(textPdf(input)).toEqual(textPdf(input));
    expect([...textPdf(input)].every((byte) => byte < 128)).toBe(true);
    expect(asciiText('Café “quotes” – 2×3')).toBe('Cafe "quotes" - 2x3');
  });

  it('wraps words to the width, cutting only a word longer than a line', () => {
    expect(wrapText('one two three four', 9)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('abcdefghijkl', 5)).toEqual(['abcde', 'fghij', 'kl']);
  });
});
