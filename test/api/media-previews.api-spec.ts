import { randomBytes } from 'node:crypto';
import { ApiClient, signedInClient } from '../support/api-client';
import { ContentFixtures } from '../support/content-fixtures';
import { LearningFixtures } from '../support/learning-fixtures';
import { MediaFixtures, secondsOfVideo, type MediaAnswer, type SyntheticMp4 } from '../support/media-fixtures';
import { createTestApp, runsOnPostgresServer, type TestApp } from '../support/test-app';

/**
 * Stored videos: a preview's address serves the film only up to its 120-second cut, learnt from the
 * file's own index; an enrolled student's address serves all of it; an address serves nobody once
 * changed or past its 5 minutes. Each film is 300 one-second video samples with audio beside them.
 */

const ADDRESS = /^\/api\/media\/([a-z0-9-]+\.mp4)\?viewer=(\d+)&expires=(\d+)&cut=(\d+)&signature=([0-9a-f]{64})$/;
const CHAPTERS = [
  { title: 'Halves', startSeconds: 0 },
  { title: 'Quarters', startSeconds: 150 },
];

/** Where the media decoded at 120 seconds starts: the first byte a preview never serves. */
const cutOf = (film: SyntheticMp4) => film.samples.find((sample) => sample.track === 0 && sample.decodeSeconds === 120)!.start;

const withParam = (address: string, name: string, value: string) => {
  const url = new URL(address, 'http://localhost');
  url.searchParams.set(name, value);
  return `${url.pathname}?${url.searchParams}`;
};

describe('stored videos: previews cut by the server, paid media at short-lived signed addresses (API)', () => {
  let t: TestApp;
  let media: MediaFixtures;
  let content: ContentFixtures;
  let learning: LearningFixtures;
  let teacher: { client: ApiClient; id: number };
  let student: { client: ApiClient; id: number };
  let enrolled: { client: ApiClient; id: number };

  const server: Record<string, string> = runsOnPostgresServer() ? { DATABASE_URL: process.env.TEST_DATABASE_URL! } : {};

  beforeAll(async () => {
    t = await createTestApp({ env: server });
    t.clock.set('2026-11-18T12:00:00Z');
    media = new MediaFixtures(t.app);
    content = new ContentFixtures(t.app, t.dataSource);
    learning = new LearningFixtures(t.dataSource);
    const signedIn = async (userRole: string) => {
      const { client, account } = await signedInClient(t.app, { userRole });
      return { client, id: account.user.id };
    };
    [teacher, student, enrolled] = await Promise.all([signedIn('teacher'), signedIn('student'), signedIn('student')]);
  });
  afterAll(() => t.close());

  /** A stored film as a paid video of the teacher (the enrolled student enrolled in it), and its key. */
  async function paidFilm(film: SyntheticMp4, overrides: { tokenPrice?: number } = {}) {
    const key = `film-${randomBytes(4).toString('hex')}.mp4`;
    await media.storeFilm(key, film);
    const id = await content.content(teacher.id, {
      title: 'Fractions on film',
      tokenPrice: overrides.tokenPrice ?? 50,
      contentData: { mediaKey: key, durationSeconds: 300, chapters: CHAPTERS },
    });
    await learning.enroll(enrolled.id, id);
    return { id, key };
  }

  async function addressFor(reader: ApiClient, contentId: number): Promise<string> {
    const response = await reader.get(`/api/content-items/${contentId}`).expect(200);
    expect(response.body.data.contentData).not.toHaveProperty('mediaKey');
    return response.body.data.contentData.videoUrl;
  }

  function expectRefused(answer: MediaAnswer, status: number, code: string) {
    expect([answer.status, answer.error?.code]).toEqual([status, code]);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['cache-control']).toBe('no-store');
  }

  describe('a student who has not enrolled', () => {
    const film = secondsOfVideo(300);
    const cut = cutOf(film);
    let address: string;
    let key: string;

    beforeAll(async () => {
      const made = await paidFilm(film);
      key = made.key;
      address = await addressFor(student.client, made.id);
    });

    it('gets a preview with a signed address of the 120-second cut, bound to them, for 5 minutes, and never the key alone', async () => {
      const read = await student.client.get(`/api/content-items/${(await paidFilm(film)).id}`).expect(200);
      expect(read.body.data.access).toMatchObject({ preview: true, previewSeconds: 120 });
      expect(read.body.data.contentData).toEqual({ videoUrl: expect.stringMatching(ADDRESS), durationSeconds: 300, chapters: [CHAPTERS[0]] });
      const [, addressKey, viewer, expires, cutSeconds] = ADDRESS.exec(address)!;
      expect([addressKey, Number(viewer), Number(expires), Number(cutSeconds)]).toEqual([key, student.id, Date.parse('2026-11-18T12:05:00Z') / 1000, 120]);
    });

    it('is served, without a range, the file from its first byte up to the cut, and no further', async () => {
      const answer = await media.fetch(address);
      expect(answer.status).toBe(200);
      expect(answer.headers).toMatchObject({ 'content-type': 'video/mp4', 'accept-ranges': 'bytes', 'content-length': String(cut), 'cache-control': 'private, max-age=300' });
      expect(answer.bytes.equals(Buffer.from(film.bytes.subarray(0, cut)))).toBe(true);
      expect(cut).toBeLessThan(film.bytes.length);
    });

    it.each<[string, (cut: number) => [first: number, last: number | null], (cut: number) => number]>([
      ['the first bytes', () => [0, 99], () => 99],
      ['an open range from inside the preview, up to the cut', () => [1000, null], (cut) => cut - 1],
      ['a range running past the cut, cut short there', () => [2000, 999_999], (cut) => cut - 1],
      ['the last byte before the cut', (cut) => [cut - 1, null], (cut) => cut - 1],
    ])('is served %s as a 206 of the file’s own bytes', async (_, asked, servedLast) => {
      const [first, last] = asked(cut);
      const answer = await media.fetch(address, `bytes=${first}-${last ?? ''}`);
      expect([answer.status, answer.headers['content-range']]).toEqual([206, `bytes ${first}-${servedLast(cut)}/${film.bytes.length}`]);
      expect(answer.bytes.equals(Buffer.from(film.bytes.subarray(first, servedLast(cut) + 1)))).toBe(true);
    });

    it.each([
      ['the first byte of the 120th second', () => `bytes=${cut}-`],
      ['a range after the cut', () => `bytes=${cut + 500}-${cut + 999}`],
      ['the last bytes of the film', () => 'bytes=-100'],
      ['a range past the end of the file', () => `bytes=${film.bytes.length + 10}-`],
    ])('is refused %s with 416 and nothing of the film', async (_, header) => {
      const answer = await media.fetch(address, header());
      expectRefused(answer, 416, 'RANGE_NOT_SATISFIABLE');
      expect(answer.headers['content-range']).toBe(`bytes */${film.bytes.length}`);
    });

    it('plays a film whose index lies after the media: the cut prefix, and the index by a range of its own', async () => {
      const late = secondsOfVideo(300, { moovAt: 'end' });
      const lateCut = cutOf(late);
      const lateAddress = await addressFor(student.client, (await paidFilm(late)).id);
      const start = await media.fetch(lateAddress);
      expect([start.status, start.bytes.equals(Buffer.from(late.bytes.subarray(0, lateCut)))]).toEqual([200, true]);
      const index = await media.fetch(lateAddress, `bytes=-${late.moov.end - late.moov.start}`);
      expect([index.status, index.headers['content-range']]).toEqual([206, `bytes ${late.moov.start}-${late.moov.end - 1}/${late.bytes.length}`]);
      expect(index.bytes.equals(Buffer.from(late.bytes.subarray(late.moov.start)))).toBe(true);
      expectRefused(await media.fetch(lateAddress, `bytes=${lateCut}-${late.moov.start - 1}`), 416, 'RANGE_NOT_SATISFIABLE');
    });

    it('gets the cut for a free stored video too: the server, not the player, stops the preview at 120 seconds', async () => {
      const free = await paidFilm(film, { tokenPrice: 0 });
      const freeAddress = await addressFor(student.client, free.id);
      expect(ADDRESS.exec(freeAddress)![4]).toBe('120');
      expect((await media.fetch(freeAddress)).bytes.length).toBe(cut);
    });
  });

  describe('the teacher and an enrolled student', () => {
    const film = secondsOfVideo(300);

    it('get an address of the whole film, which serves all of it, any range included', async () => {
      const { id } = await paidFilm(film);
      for (const reader of [enrolled, teacher]) {
        const address = await addressFor(reader.client, id);
        const [, , viewer, , cutSeconds] = ADDRESS.exec(address)!;
        expect([viewer, cutSeconds]).toEqual([String(reader.id), '0']);
        const whole = await media.fetch(address);
        expect([whole.status, whole.headers['content-length'], whole.bytes.equals(Buffer.from(film.bytes))]).toEqual([200, String(film.bytes.length), true]);
        const end = await media.fetch(address, `bytes=${cutOf(film)}-`);
        expect([end.status, end.headers['content-range']]).toEqual([206, `bytes ${cutOf(film)}-${film.bytes.length - 1}/${film.bytes.length}`]);
        expect(end.bytes.equals(Buffer.from(film.bytes.subarray(cutOf(film))))).toBe(true);
      }
    });
  });

  describe('an address changed, copied to another viewer, or past its time', () => {
    const film = secondsOfVideo(300);
    let preview: string;
    let whole: string;

    beforeAll(async () => {
      const { id } = await paidFilm(film);
      preview = await addressFor(student.client, id);
      whole = await addressFor(enrolled.client, id);
    });

    const flip = (signature: string) => `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;

    it.each([
      ['a changed signature', () => withParam(preview, 'signature', flip(new URL(preview, 'http://x').searchParams.get('signature')!))],
      ["another viewer's id", () => withParam(preview, 'viewer', String(enrolled.id))],
      ['the cut taken off', () => withParam(preview, 'cut', '0')],
      ['a later expiry', () => withParam(preview, 'expires', String(Number(new URL(preview, 'http://x').searchParams.get('expires')) + 3600))],
      ["the enrolled student's signature on the student's address", () => withParam(preview, 'signature', new URL(whole, 'http://x').searchParams.get('signature')!)],
      ['another file', () => preview.replace(/\/api\/media\/[^?]+/, '/api/media/another-film.mp4')],
    ])('is refused with 403 and nothing served: %s', async (_, changed) => {
      for (const range of [undefined, 'bytes=0-99']) {
        const answer = await media.fetch(changed(), range);
        expectRefused(answer, 403, 'MEDIA_ADDRESS_INVALID');
        expect(answer.error!.message).toBe('This media address is not valid. Open the content again for a new address.');
        expect(answer.headers['content-range']).toBeUndefined();
      }
    });

    it('gives a file that does not exist the same 403 as a forged address, even at a genuine address', async () => {
      const id = await content.content(teacher.id, { tokenPrice: 50, contentData: { mediaKey: 'never-stored.mp4', durationSeconds: 300 } });
      const missing = await media.fetch(await addressFor(student.client, id));
      const forged = await media.fetch(withParam(preview, 'viewer', String(enrolled.id)));
      expectRefused(missing, 403, 'MEDIA_ADDRESS_INVALID');
      expect(missing.error).toEqual(forged.error);
    });

    it('is refused once its 5 minutes are over, and a new read gives a working one', async () => {
      t.clock.advance(4 * 60);
      expect((await media.fetch(preview)).headers['cache-control']).toBe('private, max-age=60');
      t.clock.advance(2 * 60);
      for (const address of [preview, whole]) {
        const answer = await media.fetch(address, 'bytes=0-99');
        expectRefused(answer, 403, 'MEDIA_ADDRESS_EXPIRED');
        expect(answer.error!.message).toBe('This media address has expired. Open the content again for a new address.');
      }
      const { id } = await paidFilm(film);
      expect((await media.fetch(await addressFor(student.client, id))).status).toBe(200);
    });
  });

  describe('query values are checked at the edge', () => {
    let address: string;

    beforeAll(async () => {
      address = await addressFor(student.client, (await paidFilm(secondsOfVideo(30))).id);
    });

    it.each([
      ['no viewer', (a: string) => a.replace(/viewer=\d+&/, ''), 'viewer', 'viewer is required'],
      ['a word for the viewer', (a: string) => withParam(a, 'viewer', 'abc'), 'viewer', 'viewer must be a whole number'],
      ['viewer 0', (a: string) => withParam(a, 'viewer', '0'), 'viewer', 'viewer must be a user id'],
      ['an empty expiry', (a: string) => withParam(a, 'expires', ''), 'expires', 'expires must be a whole number of seconds since 1970'],
      ['a negative expiry', (a: string) => withParam(a, 'expires', '-1'), 'expires', 'expires must be a whole number of seconds since 1970'],
      ['an expiry in exponent form', (a: string) => withParam(a, 'expires', '1e9'), 'expires', 'expires must be a whole number of seconds since 1970'],
      ['a fractional cut', (a: string) => withParam(a, 'cut', '1.5'), 'cut', 'cut must be a whole number of seconds, 0 for the whole file'],
      ['a cut past a day', (a: string) => withParam(a, 'cut', '86401'), 'cut', 'cut must be at most 86400 seconds'],
      ['a short signature', (a: string) => withParam(a, 'signature', 'abc'), 'signature', 'signature must be 64 lower-case hexadecimal characters'],
      ['an upper-case signature', (a: string) => withParam(a, 'signature', 'A'.repeat(64)), 'signature', 'signature must be 64 lower-case hexadecimal characters'],
      ['two viewers', (a: string) => `${a}&viewer=1`, 'viewer', 'viewer must be a whole number'],
      ['a parameter it does not take', (a: string) => `${a}&download=1`, 'download', 'property download should not exist'],
      ['a key with a folder', (a: string) => a.replace(/\/api\/media\/[^?]+/, '/api/media/..%2Fjwt-secret'), 'key', 'Must be a media name such as fractions-intro.mp4'],
      ['a key of another kind', (a: string) => a.replace(/\/api\/media\/[^?]+/, '/api/media/film.exe'), 'key', 'Must be a media name such as fractions-intro.mp4'],
    ])('%s is refused with 400', async (_, change, field, message) => {
      const answer = await media.fetch(change(address));
      expectRefused(answer, 400, 'VALIDATION_FAILED');
      expect(answer.error!.errors?.[field]).toBe(message);
    });
  });

  describe('teachers write stored videos in the documented format', () => {
    it('takes a media key in place of an outside address, one of the two', async () => {
      const created = await teacher.client.post('/api/content-items', { data: { title: 'Stored film', description: 'Kept by the platform.', type: 'video', contentData: { mediaKey: 'halves.mp4', durationSeconds: 300 } } });
      expect([created.status, created.body.data.contentData]).toEqual([201, { mediaKey: 'halves.mp4', durationSeconds: 300 }]);
      const both = await teacher.client.put(`/api/content-items/${created.body.data.id}`, { data: { contentData: { mediaKey: 'halves.mp4', videoUrl: 'https://media.example.org/v.mp4' } } });
      expect([both.status, both.body.errors?.['data.contentData.mediaKey']]).toEqual([
        400,
        'contentData.mediaKey and contentData.videoUrl exclude each other: give the outside address or the stored video, not both',
      ]);
      const path = await teacher.client.put(`/api/content-items/${created.body.data.id}`, { data: { contentData: { mediaKey: '../jwt-secret' } } });
      expect([path.status, path.body.errors?.['data.contentData.mediaKey']]).toEqual([
        400,
        'contentData.mediaKey must name a stored MP4 video: lower-case letters, digits and dashes, then .mp4 (at most 67 characters)',
      ]);
    });
  });

  describe("demo film stills: the catalogue's thumbnails of demo videos, at plain addresses", () => {
    const STILL = 'demo-film-00112233445566ff.png';
    const picture = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

    it('serves a stored still to anyone, without a token or a signature, to be kept a year', async () => {
      await media.store.put(STILL, picture, 'image/png');
      const answer = await media.fetch(`/api/media/stills/${STILL}`);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('image/png');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.bytes.equals(picture)).toBe(true);
    });

    it('answers 404 for a still that is not stored', async () => {
      const answer = await media.fetch('/api/media/stills/demo-film-ffffffffffffffff.png');
      expect([answer.status, answer.error?.code]).toEqual([404, 'NOT_FOUND']);
    });

    it.each([['lesson-photo.png'], ['demo-film-00112233445566ff.mp4'], ['demo-film-00112233445566FF.png'], ['..%2Fjwt-secret']])(
      'refuses %s with 400: nothing but a demo still is served here, stored or not',
      async (key) => {
        await media.store.put('lesson-photo.png', picture, 'image/png');
        const answer = await media.fetch(`/api/media/stills/${key}`);
        expect([answer.status, answer.error?.code]).toEqual([400, 'VALIDATION_FAILED']);
      },
    );
  });
});
