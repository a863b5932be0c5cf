/**
 * Bits written most significant first, as H.264 syntax is: fixed-width fields, Exp-Golomb codes,
 * byte alignment and the RBSP's closing stop bit.
 */
export class BitWriter {
  private bytes = new Uint8Array(1024);
  private length = 0;
  private current = 0;
  private used = 0;

  /** `value` in `width` bits (at most 32). */
  bits(value: number, width: number): this {
    for (let bit = width - 1; bit >= 0; bit--) this.bit((value / 2 ** bit) & 1);
    return this;
  }

  bit(value: number): this {
    this.current = (this.current << 1) | (value & 1);
    if (++this.used === 8) this.pushByte(this.current);
    return this;
  }

  /** Unsigned Exp-Golomb, ue(v): leading zeros, then value + 1 in binary. */
  ue(value: number): this {
    const coded = value + 1;
    const width = Math.floor(Math.log2(coded)) + 1;
    return this.bits(0, width - 1).bits(coded, width);
  }

  /** Signed Exp-Golomb, se(v): 1 → 1, -1 → 2, 2 → 3, ... */
  se(value: number): this {
    return this.ue(value > 0 ? 2 * value - 1 : -2 * value);
  }

  get aligned(): boolean {
    return this.used === 0;
  }

  /** Zero bits up to the next byte boundary. */
  alignWithZeros(): this {
    while (this.used !== 0) this.bit(0);
    return this;
  }

  /** Whole bytes, on a byte boundary. */
  write(bytes: Uint8Array): this {
    if (this.used !== 0) throw new Error('bytes are written on a byte boundary');
    this.reserve(bytes.length);
    this.bytes.set(bytes, this.length);
    this.length += bytes.length;
    return this;
  }

  /** rbsp_trailing_bits: a stop bit, then zeros to the byte boundary; the bytes written. */
  finishRbsp(): Uint8Array {
    this.bit(1).alignWithZeros();
    return this.bytes.slice(0, this.length);
  }

  private pushByte(value: number): void {
    this.reserve(1);
    this.bytes[this.length++] = value;
    this.current = 0;
    this.used = 0;
  }

  private reserve(more: number): void {
    if (this.length + more <= this.bytes.length) return;
    const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + more));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }
}
