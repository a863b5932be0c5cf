/** H.264 NAL units: a one-byte header, then the RBSP with emulation prevention bytes. */

export const NAL_TYPE = { nonIdrSlice: 1, idrSlice: 5, sps: 7, pps: 8 } as const;

/**
 * A NAL unit of `type` around `rbsp`: after two zero bytes, a byte of 0 to 3 gets a 3 before it, so
 * no start code (00 00 01) appears inside. Every unit here is a reference (nal_ref_idc 3).
 */
export function nalUnit(type: number, rbsp: Uint8Array): Uint8Array {
  const out = new Uint8Array(1 + rbsp.length + Math.ceil(rbsp.length / 2));
  out[0] = (3 << 5) | type;
  let length = 1;
  let from = 0;
  // Only a zero byte can start a forbidden pattern: copy up to each one, then look at what follows it.
  for (let zero = rbsp.indexOf(0); zero !== -1; zero = rbsp.indexOf(0, from)) {
    out.set(rbsp.subarray(from, zero + 1), length);
    length += zero + 1 - from;
    from = zero + 1;
    if (rbsp[from] === 0) {
      out[length++] = 0;
      from++;
      if (from < rbsp.length && rbsp[from] <= 3) out[length++] = 3;
    }
  }
  out.set(rbsp.subarray(from), length);
  length += rbsp.length - from;
  return out.slice(0, length);
}
