import { childBoxes, uint32, type Mp4Box } from '../mp4-boxes';
import { mp4Layout, mp4PreviewSpans } from '../mp4-preview';
import { mp4Tracks, trackSamples } from '../mp4-samples';
import { demoFilm, FILM_SIZE, FILM_TIMESCALE, FRAMES_PER_SECOND, KEYFRAME_SECONDS } from './demo-film';
import { chapterAt, filmCard, type FilmPlan } from './film-card';
import { demoFilmKey, demoFilmStillKey, isDemoFilmStillKey } from './film-key';
import { filmStill, stillSecond } from './film-still';
import { crc32, pngFile } from './png-image';
import { sequenceParameterSet } from './h264-parameter-sets';

/** Reads H.264 bits back (emulation prevention bytes removed first). */
class BitReader {
  private at = 0;
  private readonly bytes: Uint8Array;
  constructor(nal: Uint8Array) {
    const out: number[] = [];
    for (let index = 1; index < nal.length; index++) {
      if (nal[index] === 3 && out.length >= 2 && out[out.length - 1] === 0 && out[out.length - 2] === 0) continue;
      out.push(nal[index]);
    }
    this.bytes = Uint8Array.from(out);
  }
  bits(width: number): number {
    let value = 0;
    for (let index = 0; index < width; index++, this.at++) value = value * 2 + ((this.bytes[this.at >> 3] >> (7 - (this.at & 7))) & 1);
    return value;
  }
  ue(): number {
    let zeros = 0;
    while (this.bits(1) === 0) zeros++;
    return 2 ** zeros - 1 + this.bits(zeros);
  }
}

function boxPath(bytes: Uint8Array, path: string[]): Mp4Box {
  let box: Mp4Box = { type: 'file', start: 0, end: bytes.length, bodyStart: 0 };
  // stsd holds its entry count; avc1 its 78 bytes of picture fields before its boxes.
  const skip: Record<string, number> = { stsd: 8, avc1: 78 };
  for (const type of path) box = childBoxes(bytes, box, skip[box.type] ?? 0).find((child) => child.type === type)!;
  return box;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((byte, index) => byte === b[index]);

function syncSamples(file: Uint8Array): number[] {
  const stss = boxPath(file, ['moov', 'trak', 'mdia', 'minf', 'stbl', 'stss']);
  const count = uint32(file, stss.bodyStart + 4);
  return Array.from({ length: count }, (_, index) => uint32(file, stss.bodyStart + 8 + index * 4));
}

const TEN_MINUTES: FilmPlan = { durationSeconds: 600, chapterStarts: [0, 95, 210, 330, 455], palette: 2 };

describe('a demo film', () => {
  const film = demoFilm(TEN_MINUTES);
  const layout = mp4Layout(film);
  const [track] = mp4Tracks(layout.moov);
  const samples = [...trackSamples(track)];

  it('is an MP4 the product reads: ftyp, then its index (moov) before its media (mdat), one video track', () => {
    expect(layout.boxes.map((box) => box.type)).toEqual(['ftyp', 'moov', 'mdat']);
    expect(mp4Tracks(layout.moov)).toHaveLength(1);
    expect(boxPath(film, ['moov', 'trak', 'mdia', 'minf', 'stbl', 'stsd', 'avc1', 'avcC']).type).toBe('avcC');
  });

  it('lasts exactly its duration: two pictures a second, each half a second long', () => {
    expect(track.timescale).toBe(FILM_TIMESCALE);
    expect(track.sampleCount).toBe(600 * FRAMES_PER_SECOND);
    expect(track.durations).toEqual([[1200, FILM_TIMESCALE / FRAMES_PER_SECOND]]);
    const mvhd = boxPath(film, ['moov', 'mvhd']);
    expect(uint32(film, mvhd.bodyStart + 16) / uint32(film, mvhd.bodyStart + 12)).toBe(600);
  });

  it('places every sample inside mdat, one after the other, each one NAL unit after its 4-byte length: IDR at sync samples, P otherwise', () => {
    const mdat = layout.boxes[2];
    expect(samples[0].offset).toBe(mdat.bodyStart);
    const sync = new Set(syncSamples(film));
    samples.forEach((sample, index) => {
      if (index > 0) expect(sample.offset).toBe(samples[index - 1].offset + samples[index - 1].size);
      expect(uint32(film, sample.offset)).toBe(sample.size - 4);
      expect(film[sample.offset + 4] & 0x1f).toBe(sync.has(index + 1) ? 5 : 1);
    });
    expect(samples.at(-1)!.offset + samples.at(-1)!.size).toBe(film.length);
  });

  it(`has a sync sample (IDR) every ${KEYFRAME_SECONDS} seconds, the first picture one`, () => {
    const every = KEYFRAME_SECONDS * FRAMES_PER_SECOND;
    expect(syncSamples(film)).toEqual(Array.from({ length: 600 / KEYFRAME_SECONDS }, (_, index) => 1 + index * every));
  });

  it('is cut for a preview at 120 seconds, on a sync sample: the preview holds the first two minutes and nothing after', () => {
    const spans = mp4PreviewSpans(layout, 120);
    expect(spans).toHaveLength(1);
    const atCut = samples.findIndex((sample) => sample.decodeTime === 120 * FILM_TIMESCALE);
    expect(syncSamples(film)).toContain(atCut + 1);
    expect(spans[0]).toEqual({ start: 0, end: samples[atCut].offset });
    expect(samples.filter((sample) => sample.offset + sample.size <= spans[0].end).every((sample) => sample.decodeTime < 120 * FILM_TIMESCALE)).toBe(true);
    expect(spans[0].end).toBeLessThan(film.length / 3);
  });

  it('keeps ten minutes under 3 MB: unchanged pictures are skipped in a few bytes', () => {
    expect(film.length).toBeLessThan(3_000_000);
    const every = KEYFRAME_SECONDS * FRAMES_PER_SECOND;
    // The second picture of each second repeats the first one.
    for (let index = 1; index < samples.length; index += 2) if (index % every !== 0) expect(samples[index].size).toBeLessThan(16);
  });

  it.each([
    [15, [0, 5, 10]],
    [61, [0]],
    [1, [0]],
  ])('of %i seconds (chapters at %j) has two samples a second and lasts exactly that', (seconds, chapterStarts) => {
    const short = demoFilm({ durationSeconds: seconds, chapterStarts, palette: 0 });
    const [shortTrack] = mp4Tracks(mp4Layout(short).moov);
    expect(shortTrack.sampleCount).toBe(seconds * FRAMES_PER_SECOND);
    expect([...trackSamples(shortTrack)].at(-1)!.decodeTime).toBe(seconds * FILM_TIMESCALE - FILM_TIMESCALE / FRAMES_PER_SECOND);
    expect(syncSamples(short)[0]).toBe(1);
  });

  it('is made the same from the same plan, under a key that names its plan', () => {
    expect(sameBytes(demoFilm({ durationSeconds: 15, chapterStarts: [0, 5], palette: 1 }), demoFilm({ durationSeconds: 15, chapterStarts: [0, 5], palette: 1 }))).toBe(true);
    expect(demoFilmKey(TEN_MINUTES)).toMatch(/^demo-film-[0-9a-f]{16}\.mp4$/);
    expect(demoFilmKey(TEN_MINUTES)).toBe(demoFilmKey({ ...TEN_MINUTES, chapterStarts: [...TEN_MINUTES.chapterStarts] }));
    expect(demoFilmKey({ ...TEN_MINUTES, palette: 3 })).not.toBe(demoFilmKey(TEN_MINUTES));
    expect(demoFilmKey({ ...TEN_MINUTES, durationSeconds: 601 })).not.toBe(demoFilmKey(TEN_MINUTES));
    expect(demoFilmStillKey(TEN_MINUTES)).toBe(demoFilmKey(TEN_MINUTES).replace('.mp4', '.png'));
  });

  it('is refused for a length that is not a whole number of seconds', () => {
    expect(() => demoFilm({ durationSeconds: 0, chapterStarts: [0], palette: 0 })).toThrow();
    expect(() => demoFilm({ durationSeconds: 2.5, chapterStarts: [0], palette: 0 })).toThrow();
  });
});

describe('the parameter sets', () => {
  it('describe a Constrained Baseline stream of whole macroblocks cropped to the picture', () => {
    const sps = new BitReader(sequenceParameterSet(FILM_SIZE));
    expect([sps.bits(8), sps.bits(8), sps.bits(8)]).toEqual([66, 0xc0, 30]);
    const [, , pocType, , , widthMbs, heightMbs, frameOnly, , cropping] = [sps.ue(), sps.ue(), sps.ue(), sps.ue(), sps.bits(1), sps.ue() + 1, sps.ue() + 1, sps.bits(1), sps.bits(1), sps.bits(1)];
    expect(pocType).toBe(2);
    expect(frameOnly).toBe(1);
    expect(cropping).toBe(1);
    const [left, right, top, bottom] = [sps.ue(), sps.ue(), sps.ue(), sps.ue()];
    expect(widthMbs * 16 - 2 * (left + right)).toBe(320);
    expect(heightMbs * 16 - 2 * (top + bottom)).toBe(180);
  });
});

describe('the film card', () => {
  const plan: FilmPlan = { durationSeconds: 60, chapterStarts: [0, 20, 40], palette: 0 };
  const lumaAt = (second: number, x: number, y: number) => {
    const picture = filmCard(FILM_SIZE, plan, second);
    return picture.y[y * picture.lumaStride + x];
  };

  it('colours the band by chapter, changing at each chapter start', () => {
    expect([0, 19, 20, 39, 40].map((second) => chapterAt(plan, second))).toEqual([0, 0, 1, 1, 2]);
    expect(lumaAt(19, 300, 8)).toBe(lumaAt(0, 300, 8));
    expect(lumaAt(20, 300, 8)).not.toBe(lumaAt(19, 300, 8));
  });

  it('changes every second, and fills its progress bar to the end at the last second', () => {
    for (let second = 1; second < 60; second++) expect(sameBytes(filmCard(FILM_SIZE, plan, second).y, filmCard(FILM_SIZE, plan, second - 1).y)).toBe(false);
    expect(lumaAt(0, 300, 150)).toBe(lumaAt(0, 20, 150));
    expect(lumaAt(60, 300, 150)).toBe(lumaAt(60, 20, 150));
    expect(lumaAt(60, 300, 150)).not.toBe(lumaAt(0, 300, 150));
  });
});

describe('the still of a film', () => {
  const plan: FilmPlan = { durationSeconds: 600, chapterStarts: [0, 300], palette: 4 };

  it('is the card a little way in, in RGB at the film size, as a PNG whose chunks carry their CRC', () => {
    expect(stillSecond(plan)).toBe(240);
    expect(stillSecond({ ...plan, durationSeconds: 1 })).toBe(0);
    const still = filmStill(plan);
    expect([still.width, still.height, still.rgb.length]).toEqual([320, 180, 320 * 180 * 3]);
    const deflated: Uint8Array[] = [];
    const png = pngFile(still, (raw) => {
      deflated.push(raw);
      return Uint8Array.of(1, 2, 3);
    });
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(String.fromCharCode(...png.subarray(12, 16))).toBe('IHDR');
    expect([uint32(png, 16), uint32(png, 20), ...png.subarray(24, 29)]).toEqual([320, 180, 8, 2, 0, 0, 0]);
    expect(uint32(png, 29)).toBe(crc32(png.subarray(12, 29)));
    // Each row after its filter byte (0, none).
    expect(deflated[0].length).toBe(180 * (1 + 320 * 3));
    expect(deflated[0][0]).toBe(0);
    expect(deflated[0][1 + 320 * 3]).toBe(0);
    expect([...png.subarray(-12)]).toEqual([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
  });

  it('is served from a key of its own that only demo stills have', () => {
    expect(isDemoFilmStillKey(demoFilmStillKey(plan))).toBe(true);
    expect(isDemoFilmStillKey(demoFilmKey(plan))).toBe(false);
    expect(isDemoFilmStillKey('avatar-1.png')).toBe(false);
    expect(isDemoFilmStillKey(`../${demoFilmStillKey(plan)}`)).toBe(false);
  });

  it.each([
    ['', 0x00000000],
    ['a', 0xe8b7be43],
    ['123456789', 0xcbf43926],
  ])('computes CRC-32 of %j as PNG does', (text, crc) => {
    expect(crc32(Uint8Array.from(text, (character) => character.charCodeAt(0)))).toBe(crc);
  });
});
