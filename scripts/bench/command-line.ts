/** The value after `--name`, if given. */
export function valueOf(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

/** A positive whole number after `--name` (underscores allowed: 100_000), else the fallback. */
export function positive(args: string[], name: string, fallback: number): number {
  const raw = valueOf(args, name);
  if (raw === undefined) return fallback;
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`--${name} must be a positive whole number`);
  return value;
}
