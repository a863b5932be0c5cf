import { BitWriter } from './bit-writer';
import { nalUnit } from './h264-nal';

const bitsOf = (write: (bits: BitWriter) => void) => {
  const bits = new BitWriter();
  write(bits);
  return [...bits.finishRbsp()].map((byte) => byte.toString(2).padStart(8, '0')).join('');
};

describe('writing H.264 bits', () => {
  it.each([
    [0, '1'],
    [1, '010'],
    [2, '011'],
    [3, '00100'],
    [7, '0001000'],
    [25, '000011010'],
    [30, '000011111'],
  ])('writes ue(%i) as %s', (value, code) => {
    expect(bitsOf((bits) => bits.ue(value))).toBe(`${code}1`.padEnd(Math.ceil((code.length + 1) / 8) * 8, '0'));
  });

  it.each([
    [0, '1'],
    [1, '010'],
    [-1, '011'],
    [2, '00100'],
    [-2, '00101'],
  ])('writes se(%i) as %s', (value, code) => {
    expect(bitsOf((bits) => bits.se(value)).startsWith(`${code}1`)).toBe(true);
  });

  it('writes fixed-width fields most significant bit first, and aligns with zeros before whole bytes', () => {
    expect(bitsOf((bits) => bits.bits(5, 4).alignWithZeros().write(Uint8Array.of(0xab)))).toBe('01010000' + '10101011' + '10000000');
    expect(bitsOf((bits) => bits.bits(0xdeadbeef, 32))).toBe('11011110101011011011111011101111' + '10000000');
  });
});

describe('NAL units', () => {
  it.each([
    [[0, 0, 0], [0, 0, 3, 0]],
    [[0, 0, 1], [0, 0, 3, 1]],
    [[0, 0, 3], [0, 0, 3, 3]],
    [[0, 0, 4], [0, 0, 4]],
    [[0, 0, 0, 0, 0], [0, 0, 3, 0, 0, 3, 0]],
    [[0, 5, 0, 0, 2, 0, 0], [0, 5, 0, 0, 3, 2, 0, 0]],
    [[7, 0, 0], [7, 0, 0]],
  ])('keeps start codes out of %j', (rbsp, escaped) => {
    expect([...nalUnit(5, Uint8Array.from(rbsp))]).toEqual([0x65, ...escaped]);
  });
});
