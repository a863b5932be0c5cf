import { join } from 'node:path';
import { Inject, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MediaAddresses } from '../../application/media/media-addresses';
import type { MediaSigner } from '../../application/media/media-signer.port';
import type { MediaStore } from '../../application/media/media-store.port';
import { MEDIA_PORTS } from '../../application/media/media.tokens';
import { PreviewCuts } from '../../application/media/preview-cuts';
import type { Clock } from '../../application/ports/clock.port';
import { PORTS } from '../../application/ports/tokens';
import type { Environment } from '../config/environment';
import { ENVIRONMENT } from '../infrastructure.tokens';
import { storeMissingDemoFilms } from '../persistence/seed/demo-films';
import { SqlDatabase } from '../persistence/sql-database';
import { FolderMediaStore } from './folder-media-store';
import { HmacMediaSigner } from './hmac-media-signer';
import { SharpMediaProcessing } from './sharp-media-processing';
import { SqlMediaUploadLedger } from './sql-media-upload-ledger';

/** The bucket named by MEDIA_S3_BUCKET, else the folder DATA_DIR/media. The S3 client is loaded only when a bucket is named. */
async function mediaStoreFor(environment: Environment): Promise<MediaStore> {
  if (!environment.mediaS3) return new FolderMediaStore(join(environment.dataDir, 'media'));
  const { S3MediaStore } = await import('./s3-media-store');
  return new S3MediaStore(environment.mediaS3);
}

/**
 * Stored media in DATA_DIR/media or an S3-compatible bucket, their signed addresses, the preview
 * cuts learnt from their indexes, the record of uploads and what uploads need (digests, thumbnails,
 * the limits of each kind). With the demo school on (SEED_DEMO_SCHOOL), the demo videos' films are
 * made at start when the store lacks them.
 */
@Module({
  providers: [
    { provide: MEDIA_PORTS.store, useFactory: mediaStoreFor, inject: [ENVIRONMENT] },
    { provide: MEDIA_PORTS.uploads, useFactory: (database: SqlDatabase) => new SqlMediaUploadLedger(database), inject: [SqlDatabase] },
    { provide: MEDIA_PORTS.processing, useValue: new SharpMediaProcessing() },
    { provide: MEDIA_PORTS.uploadLimits, useFactory: (environment: Environment) => environment.mediaLimits, inject: [ENVIRONMENT] },
    { provide: MEDIA_PORTS.signer, useFactory: (environment: Environment) => new HmacMediaSigner(environment.jwtSecret), inject: [ENVIRONMENT] },
    { provide: MediaAddresses, useFactory: (signer: MediaSigner, clock: Clock) => new MediaAddresses(signer, clock), inject: [MEDIA_PORTS.signer, PORTS.clock] },
    { provide: PreviewCuts, useFactory: (store: MediaStore) => new PreviewCuts(store), inject: [MEDIA_PORTS.store] },
  ],
  exports: [MEDIA_PORTS.store, MEDIA_PORTS.uploads, MEDIA_PORTS.processing, MEDIA_PORTS.uploadLimits, MediaAddresses, PreviewCuts],
})
export class MediaInfrastructureModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(MEDIA_PORTS.store) private readonly store: MediaStore,
    @Inject(ENVIRONMENT) private readonly environment: Environment,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.environment.seedDemoSchool) return;
    const startedAt = Date.now();
    const made = await storeMissingDemoFilms(this.store);
    if (made > 0) new Logger('Media').log(`Made ${made} demo films in ${Date.now() - startedAt} ms`);
  }

  onApplicationShutdown(): void {
    (this.store as { destroy?: () => void }).destroy?.();
  }
}
