import { pngFile } from '../film/png-image';
import { COVER_SIZE, demoCover, demoCoverKey } from './demo-cover';
import { isDemoCoverKey } from '../public-picture';

describe('a demo cover', () => {
  const plan = { symbol: 'quiz', category: 'math', seed: 'Fractions Quiz' } as const;
  const pixel = (image: ReturnType<typeof demoCover>, x: number, y: number) => [...image.rgb.subarray((y * image.width + x) * 3, (y * image.width + x) * 3 + 3)];

  it('is drawn the same each time, at its size, under a key the pictures address serves', () => {
    const cover = demoCover(plan);
    expect([cover.width, cover.height, cover.rgb.length]).toEqual([COVER_SIZE.width, COVER_SIZE.height, COVER_SIZE.width * COVER_SIZE.height * 3]);
    expect(demoCover(plan).rgb).toEqual(cover.rgb);
    expect(isDemoCoverKey(demoCoverKey(plan))).toBe(true);
    expect(demoCoverKey(plan)).toBe(demoCoverKey({ ...plan }));
  });

  it('differs by category (its colours), type (its symbol) and title (its key)', () => {
    const cover = demoCover(plan);
    expect(pixel(demoCover({ ...plan, category: 'science' }), 2, 2)).not.toEqual(pixel(cover, 2, 2));
    expect(demoCover({ ...plan, symbol: 'document' }).rgb).not.toEqual(cover.rgb);
    expect(new Set(['video', 'quiz', 'document', 'interactive'].map((symbol) => demoCoverKey({ ...plan, symbol: symbol as typeof plan.symbol }))).size).toBe(4);
    expect(demoCoverKey({ ...plan, seed: 'Another' })).not.toBe(demoCoverKey(plan));
    // The symbol is white in the middle of the picture.
    expect(pixel(demoCover({ ...plan, symbol: 'interactive' }), COVER_SIZE.width / 2 + 6, COVER_SIZE.height / 2)).toEqual([250, 250, 252]);
  });

  it('makes a small PNG', () => {
    const identity = (raw: Uint8Array) => raw;
    expect(pngFile(demoCover(plan), identity).subarray(0, 8)).toEqual(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a));
  });
});
