import { readStored, STORAGE_KEYS, writeStored } from './storage';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

let memoryDeviceId: string | null = null;

/** A random id for this browser, generated once and kept in localStorage. */
export function deviceId(): string {
  const stored = readStored(STORAGE_KEYS.deviceId);
  if (stored) return stored;
  memoryDeviceId ??= randomId();
  writeStored(STORAGE_KEYS.deviceId, memoryDeviceId);
  return memoryDeviceId;
}

export const DEVICE_TYPE = 'desktop';
