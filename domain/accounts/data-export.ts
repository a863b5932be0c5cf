/** The name and version a personal-data export carries, so a reader knows what it holds. */
export const DATA_EXPORT_FORMAT = 'questlearn-personal-data';
export const DATA_EXPORT_VERSION = 1;

/** `questlearn-data-<username>-<UTC date>.json`; characters a file name cannot hold become '_'. */
export function dataExportFileName(username: string, exportedAt: Date): string {
  const safe = username.replace(/[^A-Za-z0-9_.-]/g, '_') || 'account';
  return `questlearn-data-${safe}-${exportedAt.toISOString().slice(0, 10)}.json`;
}
