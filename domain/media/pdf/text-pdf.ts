/**
 * A small PDF of text pages: Helvetica from the standard fonts (nothing embedded), a title in bold
 * and paragraphs wrapped to the page, one xref table with each object's byte offset. Text is kept to
 * printable ASCII (other characters become their nearest ASCII or '?'), so offsets are byte counts.
 */

export interface TextPdfInput {
  title: string;
  /** Paragraphs, each wrapped to the page; an empty one is a blank line. */
  paragraphs: readonly string[];
}

const PAGE = { width: 595, height: 842 } as const; // A4 in points
const MARGIN = 56;
const BODY_SIZE = 11;
const TITLE_SIZE = 18;
const LEADING = 15;
/** Characters of a line: Helvetica at 11 pt averages about 5.5 points a character. */
const LINE_CHARACTERS = Math.floor((PAGE.width - 2 * MARGIN) / 5.6);
const LINES_PER_PAGE = Math.floor((PAGE.height - 2 * MARGIN - 40) / LEADING);

const REPLACEMENTS: Record<string, string> = { '‘': "'", '’': "'", '“': '"', '”': '"', '–': '-', '—': '-', '…': '...', '×': 'x', '÷': '/', '°': ' degrees', ' ': ' ' };

/** Printable ASCII only: the nearest plain character, else '?'. */
export function asciiText(text: string): string {
  return [...text.normalize('NFKD')]
    .map((character) => REPLACEMENTS[character] ?? character)
    .join('')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?');
}

/** A PDF string literal's content: backslashes and parentheses escaped. */
const literal = (text: string) => asciiText(text).replace(/[\\()]/g, (character) => `\\${character}`);

/** Words into lines of at most `width` characters (a longer word is cut). */
export function wrapText(text: string, width = LINE_CHARACTERS): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of asciiText(text).split(/\s+/).filter(Boolean)) {
    for (let rest = word; rest.length > 0; ) {
      const piece = rest.slice(0, width);
      rest = rest.slice(width);
      if (line === '') line = piece;
      else if (line.length + 1 + piece.length <= width) line += ` ${piece}`;
      else {
        lines.push(line);
        line = piece;
      }
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

function pageStream(title: string | null, lines: readonly string[]): string {
  const parts = ['BT'];
  let y = PAGE.height - MARGIN;
  if (title !== null) {
    parts.push(`/F2 ${TITLE_SIZE} Tf`, `1 0 0 1 ${MARGIN} ${y - TITLE_SIZE} Tm`, `(${literal(title)}) Tj`);
    y -= TITLE_SIZE + 22;
  }
  parts.push(`/F1 ${BODY_SIZE} Tf`, `${LEADING} TL`, `1 0 0 1 ${MARGIN} ${y} Tm`);
  for (const line of lines) parts.push(`(${literal(line)}) Tj`, 'T*');
  parts.push('ET');
  return parts.join('\n');
}

/** The PDF file's bytes. */
export function textPdf(input: TextPdfInput): Uint8Array {
  const lines = input.paragraphs.flatMap((paragraph) => [...wrapText(paragraph), '']);
  const pages: string[][] = [];
  for (let at = 0; at < Math.max(1, lines.length); at += LINES_PER_PAGE) pages.push(lines.slice(at, at + LINES_PER_PAGE));

  // Objects: 1 catalog, 2 page tree, 3 and 4 fonts, then a page and its content stream for each page.
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 5 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  pages.forEach((pageLines, index) => {
    const stream = pageStream(index === 0 ? input.title : null, pageLines);
    objects[pageIds[index]] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[index] + 1} 0 R >>`;
    objects[pageIds[index] + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });

  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = body.length;
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  // Every character is ASCII: one byte each.
  return Uint8Array.from(body, (character) => character.charCodeAt(0));
}
