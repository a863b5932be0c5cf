export const UNKNOWN_DEVICE = 'unknown';

const DEVICE_TYPE = /^[a-z-]{1,30}$/;

/** The device a study session is counted under: the client's x-device-type (desktop, mobile, tablet, …) or 'unknown'. */
export function studyDeviceType(header: unknown): string {
  if (typeof header !== 'string') return UNKNOWN_DEVICE;
  const value = header.trim().toLowerCase();
  return DEVICE_TYPE.test(value) ? value : UNKNOWN_DEVICE;
}
