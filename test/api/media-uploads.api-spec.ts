import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import request from 'supertest';
import { ApiClient, signedInClient } from '../support/api-client';
import { ContentFixtures } from '../support/content-fixtures';
import { MediaFixtures, secondsOfVideo } from '../support/media-fixtures';
import { createTestApp, runsOnPostgresServer, type TestApp } from '../support/test-app';
import { MediaCleanupJob } from '../../api/media/media-cleanup.job';

/**
 * Teachers' uploads (POST /api/media/uploads): the kind is read from the bytes, pictures are kept as
 * thumbnails at public immutable addresses, videos and PDFs behind signed ones, keys are the SHA-256
 * of what is kept, and uploads nothing uses are removed a day after. The app's picture limit is 1 MB.
 */

const KEY = /^[0-9a-f]{32}\.(mp4|jpg|png|pdf)$/;
const MB = 1024 * 1024;

/** A minimal PDF: a header, one empty page and its cross-reference table. */
function minimalPdf(note = ''): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>'];
  let body = `%PDF-1.4\n%${note}\n`;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

describe('teachers upload videos, pictures and PDFs (API)', () => {
  let t: TestApp;
  let media: MediaFixtures;
  let content: ContentFixtures;
  let teacher: { client: ApiClient; id: number };
  let student: { client: ApiClient; id: number };

  beforeAll(async () => {
    t = await createTestApp({ env: { MEDIA_MAX_IMAGE_MB: '1', MEDIA_MAX_PDF_MB: '1', ...(runsOnPostgresServer() ? { DATABASE_URL: process.env.TEST_DATABASE_URL! } : {}) } });
    t.clock.set('2026-11-18T12:00:00Z');
    media = new MediaFixtures(t.app);
    content = new ContentFixtures(t.app, t.dataSource);
    const signedIn = async (userRole: string) => {
      const { client, account } = await signedInClient(t.app, { userRole });
      return { client, id: account.user.id };
    };
    [teacher, student] = await Promise.all([signedIn('teacher'), signedIn('student')]);
  });
  afterAll(() => t.close());

  function upload(client: ApiClient, bytes: Buffer, filename: string, contentType = 'application/octet-stream') {
    return client.agent
      .post('/api/media/uploads')
      .set({ ...(client.csrf ? { 'X-CSRF-Token': client.csrf } : {}), ...(client.jwt ? { Authorization: `Bearer ${client.jwt}` } : {}) })
      .attach('file', bytes, { filename, contentType });
  }

  async function uploaded(bytes: Buffer, filename: string) {
    const response = await upload(teacher.client, bytes, filename);
    if (response.status !== 201) throw new Error(`upload of ${filename}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data as { key: string; kind: string; contentType: string; size: number; url: string; durationSeconds?: number; width?: number; height?: number };
  }

  const rowOf = async (key: string) => (await t.dataSource.query(`SELECT uploader_id, kind, content_type, size::int AS size, duration_seconds, width, height FROM media_uploads WHERE key = $1`, [key]))[0];

  describe('a video', () => {
    const film = secondsOfVideo(30);

    it('is kept as an MP4 whose length comes from its own index, with a signed address for the uploader', async () => {
      const answer = await uploaded(Buffer.from(film.bytes), 'lesson.mov');
      expect(answer).toMatchObject({ kind: 'video', contentType: 'video/mp4', size: film.bytes.length, durationSeconds: 30 });
      expect(answer.key).toMatch(/^[0-9a-f]{32}\.mp4$/);
      expect(answer.url).toMatch(new RegExp(`^/api/media/${answer.key}\\?viewer=${teacher.id}&expires=\\d+&cut=0&signature=[0-9a-f]{64}$`));
      const served = await media.fetch(answer.url);
      expect([served.status, Buffer.compare(served.bytes, Buffer.from(film.bytes))]).toEqual([200, 0]);
      expect(await rowOf(answer.key)).toEqual({ uploader_id: teacher.id, kind: 'video', content_type: 'video/mp4', size: film.bytes.length, duration_seconds: 30, width: null, height: null });
    });

    it('gets the same key when uploaded again, and is stored once', async () => {
      const [first, second] = [await uploaded(Buffer.from(film.bytes), 'a.mp4'), await uploaded(Buffer.from(film.bytes), 'b.mp4')];
      expect(second.key).toBe(first.key);
      expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM media_uploads WHERE key = $1`, [first.key]))[0].n).toBe(1);
    });

    it('is refused without a readable index (415)', async () => {
      const withoutIndex = Buffer.from(film.bytes.subarray(film.ftyp.start, film.ftyp.end));
      const response = await upload(teacher.client, Buffer.concat([withoutIndex, Buffer.alloc(64)]), 'broken.mp4');
      expect([response.status, response.body.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
      expect(response.body.message).toMatch(/MP4/);
    });

    it("is accepted as a video's mediaKey", async () => {
      const { key } = await uploaded(Buffer.from(secondsOfVideo(12).bytes), 'short.mp4');
      const created = await teacher.client.post('/api/content-items', { data: { title: 'Uploaded film', description: 'Stored here.', type: 'video', contentData: { mediaKey: key, durationSeconds: 12 } } });
      expect(created.status).toBe(201);
      const read = await teacher.client.get(`/api/content-items/${created.body.data.id}`).expect(200);
      expect(read.body.data.contentData.videoUrl).toMatch(new RegExp(`^/api/media/${key}\\?`));
    });
  });

  describe('a picture', () => {
    it('is kept as a JPEG thumbnail within 640 px, at a public immutable address', async () => {
      const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 200, g: 120, b: 40 } } }).jpeg().toBuffer();
      const answer = await uploaded(photo, 'photo.jpg');
      expect(answer).toMatchObject({ kind: 'image', contentType: 'image/jpeg', width: 640, height: 360 });
      expect(answer.key).toMatch(/^[0-9a-f]{32}\.jpg$/);
      expect(answer.url).toBe(`/api/media/pictures/${answer.key}`);
      const served = await media.fetch(answer.url);
      expect(served.status).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers.etag).toBe(`"${answer.key}"`);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const metadata = await sharp(served.bytes).metadata();
      expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(['jpeg', 640, 360, undefined]);
    });

    it('is kept as a PNG when it has transparency, turned upright by its EXIF, and never enlarged', async () => {
      const clear = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.5 } } }).png().toBuffer();
      expect(await uploaded(clear, 'clear.png')).toMatchObject({ contentType: 'image/png', width: 300, height: 200 });
      const sideways = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#888' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
      expect(await uploaded(sideways, 'sideways.jpg')).toMatchObject({ contentType: 'image/jpeg', width: 320, height: 640 });
    });

    it('is served in ranges: 206 with Content-Range, 416 past its end, 304 to a cache that holds it', async () => {
      const picture = await uploaded(await sharp({ create: { width: 50, height: 50, channels: 3, background: '#123456' } }).png().toBuffer(), 'dot.png');
      const whole = await media.fetch(picture.url);
      const part = await media.fetch(picture.url, 'bytes=0-9');
      expect([part.status, part.headers['content-range'], part.bytes.length]).toEqual([206, `bytes 0-9/${picture.size}`, 10]);
      expect(Buffer.compare(part.bytes, whole.bytes.subarray(0, 10))).toBe(0);
      const past = await media.fetch(picture.url, `bytes=${picture.size}-`);
      expect([past.status, past.error?.code, past.headers['content-range']]).toEqual([416, 'RANGE_NOT_SATISFIABLE', `bytes */${picture.size}`]);
      const cached = await request(t.app.getHttpServer()).get(picture.url).set('If-None-Match', `"${picture.key}"`);
      expect(cached.status).toBe(304);
    });

    it('is accepted as a content thumbnail', async () => {
      const { url } = await uploaded(await sharp({ create: { width: 64, height: 64, channels: 3, background: '#345' } }).jpeg().toBuffer(), 'cover.jpg');
      const created = await teacher.client.post('/api/content-items', { data: { title: 'With a cover', description: 'A picture of ours.', thumbnail: { url } } });
      expect([created.status, created.body.data?.thumbnail]).toEqual([201, { url }]);
    });

    it('is refused past the limit of pictures (413), naming it', async () => {
      const noise = await sharp(randomBytes(800 * 800 * 3), { raw: { width: 800, height: 800, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
      expect(noise.length).toBeGreaterThan(MB);
      const response = await upload(teacher.client, noise, 'big.png');
      expect([response.status, response.body.code, response.body.message]).toEqual([413, 'MEDIA_TOO_LARGE', 'A picture may be at most 1 MB.']);
    });

    it('is not served when it is not stored (404), nor under a name that is no picture (400)', async () => {
      expect((await media.fetch(`/api/media/pictures/${'0'.repeat(32)}.png`)).status).toBe(404);
      expect((await media.fetch('/api/media/pictures/secret.pdf')).error?.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('a PDF', () => {
    it('is kept as it is, whatever its name says, with a signed address', async () => {
      const pdf = minimalPdf('named as a picture');
      const answer = await uploaded(pdf, 'diagram.png');
      expect(answer).toMatchObject({ kind: 'pdf', contentType: 'application/pdf', size: pdf.length });
      expect(answer.key).toMatch(/^[0-9a-f]{32}\.pdf$/);
      expect(answer.url).toMatch(new RegExp(`^/api/media/${answer.key}\\?viewer=${teacher.id}&`));
      const served = await media.fetch(answer.url);
      expect([served.status, served.headers['content-type'], Buffer.compare(served.bytes, pdf)]).toEqual([200, 'application/pdf', 0]);
    });

    it('is refused past its limit (413)', async () => {
      const response = await upload(teacher.client, Buffer.concat([minimalPdf(), Buffer.alloc(MB + 10, 32)]), 'long.pdf');
      expect([response.status, response.body.code, response.body.message]).toEqual([413, 'MEDIA_TOO_LARGE', 'A PDF document may be at most 1 MB.']);
    });
  });

  describe('refusals', () => {
    it('refuses a text file named .mp4 and sent as video/mp4 (415)', async () => {
      const response = await upload(teacher.client, Buffer.from('this is only text, not a film at all'), 'film.mp4', 'video/mp4');
      expect([response.status, response.body.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    });

    it('refuses a body that is not multipart (415) and a multipart body without the file field (400)', async () => {
      const json = await teacher.client.post('/api/media/uploads', { file: 'x' });
      expect([json.status, json.body.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
      const wrongField = await teacher.client.agent
        .post('/api/media/uploads')
        .set({ 'X-CSRF-Token': teacher.client.csrf!, Authorization: `Bearer ${teacher.client.jwt}` })
        .attach('picture', minimalPdf(), 'a.pdf');
      expect([wrongField.status, wrongField.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    });

    it('refuses a student (403) and a signed-out caller (401)', async () => {
      const pdf = minimalPdf('refused');
      const asStudent = await upload(student.client, pdf, 'a.pdf');
      expect([asStudent.status, asStudent.body.code, asStudent.body.message]).toEqual([403, 'FORBIDDEN', 'Only teachers can upload media.']);
      const anonymous = await new ApiClient(t.app).start();
      expect((await upload(anonymous, pdf, 'a.pdf')).status).toBe(401);
    });
  });

  describe('uploads nothing uses', () => {
    it('are removed a day after their upload, row and file; used ones are kept', async () => {
      t.clock.set('2026-12-01T08:00:00Z');
      const unused = await uploaded(minimalPdf('unused'), 'unused.pdf');
      const handout = await uploaded(minimalPdf('handout'), 'handout.pdf');
      const cover = await uploaded(await sharp({ create: { width: 20, height: 20, channels: 3, background: '#abc' } }).jpeg().toBuffer(), 'cover.jpg');
      const avatar = await uploaded(await sharp({ create: { width: 20, height: 20, channels: 3, background: '#cba' } }).jpeg().toBuffer(), 'me.jpg');
      const film = await uploaded(Buffer.from(secondsOfVideo(5).bytes), 'film.mp4');
      await content.content(teacher.id, {
        type: 'document',
        contentData: { sections: [{ heading: 'Cells', body: 'Small.' }], handout: { mediaKey: handout.key, title: 'Cells on a page' } },
      });
      await t.dataSource.query(`UPDATE content_items SET thumbnail_url = $2 WHERE id = $1`, [await content.content(teacher.id, { contentData: { mediaKey: film.key } }), cover.url]);
      await t.dataSource.query(`UPDATE teacher_profiles SET avatar = $2 WHERE user_id = $1`, [teacher.id, avatar.url]);
      const cleanup = t.app.get(MediaCleanupJob);

      t.clock.advance(23 * 3600);
      expect(await cleanup.run()).not.toContain(unused.key);

      t.clock.advance(2 * 3600);
      const removed = await cleanup.run();
      expect(removed).toContain(unused.key);
      for (const kept of [handout, cover, avatar, film]) expect(removed).not.toContain(kept.key);
      expect(await rowOf(unused.key)).toBeUndefined();
      expect(await media.store.stat(unused.key)).toBeNull();
      for (const kept of [handout, cover, avatar, film]) {
        expect(await rowOf(kept.key)).toBeDefined();
        expect(await media.store.stat(kept.key)).not.toBeNull();
      }
    });

    it('are kept a day after their last upload, and stored again after their removal', async () => {
      t.clock.set('2026-12-10T08:00:00Z');
      const pdf = minimalPdf('uploaded twice');
      const first = await uploaded(pdf, 'twice.pdf');
      t.clock.advance(20 * 3600);
      await uploaded(pdf, 'twice.pdf');
      t.clock.advance(10 * 3600);
      const cleanup = t.app.get(MediaCleanupJob);
      expect(await cleanup.run()).not.toContain(first.key);
      t.clock.advance(15 * 3600);
      expect(await cleanup.run()).toContain(first.key);
      const again = await uploaded(pdf, 'twice.pdf');
      expect(again.key).toBe(first.key);
      expect(await media.store.stat(first.key)).toMatchObject({ size: pdf.length });
    });
  });
});
