import { join } from 'node:path';
import { Inject, Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
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
import { FolderMediaStore } from './folder-media-store';
import { HmacMediaSigner } from './hmac-media-signer';

/**
 * Stored media in DATA_DIR/media, their signed addresses, and the preview cuts learnt from their
 * indexes. With the demo school on (SEED_DEMO_SCHOOL), the demo videos' films are made at start
 * when the store lacks them.
 */
@Module({
  providers: [
    { provide: MEDIA_PORTS.store, useFactory: (environment: Environment) => new FolderMediaStore(join(environment.dataDir, 'media')), inject: [ENVIRONMENT] },
    { provide: MEDIA_PORTS.signer, useFactory: (environment: Environment) => new HmacMediaSigner(environment.jwtSecret), inject: [ENVIRONMENT] },
    { provide: MediaAddresses, useFactory: (signer: MediaSigner, clock: Clock) => new MediaAddresses(signer, clock), inject: [MEDIA_PORTS.signer, PORTS.clock] },
    { provide: PreviewCuts, useFactory: (store: MediaStore) => new PreviewCuts(store), inject: [MEDIA_PORTS.store] },
  ],
  exports: [MEDIA_PORTS.store, MediaAddresses, PreviewCuts],
})
export class MediaInfrastructureModule implements OnApplicationBootstrap {
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
}
