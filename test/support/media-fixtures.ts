import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import type { MediaStore } from '../../application/media/media-store.port';
import { MEDIA_PORTS } from '../../application/media/media.tokens';
import type { SyntheticMp4 } from '../../domain/media/testing/synthetic-mp4';

export { secondsOfVideo, type SyntheticMp4 } from '../../domain/media/testing/synthetic-mp4';

export interface MediaAnswer {
  status: number;
  headers: Record<string, string>;
  /** The bytes served (for a refusal, its JSON error). */
  bytes: Buffer;
  /** The error answer, for a status of 400 and above. */
  error: { code: string; message: string; errors?: Record<string, string> } | null;
}

/** Stored media of a test app: files put through its store, fetched from their addresses as a `<video>` element would. */
export class MediaFixtures {
  constructor(private readonly app: NestFastifyApplication) {}

  get store(): MediaStore {
    return this.app.get<MediaStore>(MEDIA_PORTS.store);
  }

  async storeFilm(key: string, film: SyntheticMp4): Promise<void> {
    await this.store.put(key, film.bytes, 'video/mp4');
  }

  /** GET an address with no token and no cookie, and a Range header when given. */
  async fetch(address: string, range?: string): Promise<MediaAnswer> {
    const pending = request(this.app.getHttpServer()).get(address);
    if (range) pending.set('Range', range);
    const response = await pending.buffer(true).parse((stream, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => done(null, Buffer.concat(chunks)));
    });
    const bytes = response.body as Buffer;
    return { status: response.status, headers: response.headers as Record<string, string>, bytes, error: response.status >= 400 ? JSON.parse(bytes.toString()) : null };
  }
}
