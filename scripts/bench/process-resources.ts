import { readFileSync } from 'node:fs';

/** A process's resident memory in bytes, read from Linux's /proc; NaN elsewhere, or once it ended. */
export function residentBytes(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** How many files this process may open (soft limit) and up to how many it may raise that to (hard limit); null where /proc is missing. */
export function openFilesLimit(): { soft: number; hard: number } | null {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((each) => each.startsWith('Max open files'));
    const [soft = NaN, hard = NaN] = (line ?? '').split(/\s{2,}/).slice(1, 3).map((value) => (value === 'unlimited' ? Infinity : Number(value)));
    return Number.isNaN(soft) || Number.isNaN(hard) ? null : { soft, hard };
  } catch {
    return null;
  }
}
