import type { ClassStudentRecord } from '../../api/data-provider';
import { classesTexts } from '../../i18n/classes';

/** One CSV cell: quoted when it holds a comma, a quote or a line break; a leading = + - @ is defused for spreadsheets. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The roster of a class as CSV: a header line, then one student per line in the order they joined. */
export function rosterCsv(students: readonly ClassStudentRecord[]): string {
  const header = classesTexts.roster.columns.map(csvCell).join(',');
  const lines = students.map((student) =>
    [student.username, student.firstName, student.lastName, student.level, student.rank, student.xp, student.lastActiveAt ?? '', student.joinedAt].map(csvCell).join(','),
  );
  return [header, ...lines].join('\r\n') + '\r\n';
}

/** Copies a text to the clipboard (the Clipboard API, else the older copy command); throws when neither works. */
export async function copyText(text: string): Promise<void> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return;
    }
  } catch {
    // Permission refused: try the copy command below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy refused');
}
