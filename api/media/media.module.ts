import { Module } from '@nestjs/common';
import { MediaAddresses } from '../../application/media/media-addresses';
import { MEDIA_PORTS } from '../../application/media/media.tokens';
import { PreviewCuts } from '../../application/media/preview-cuts';
import { RemoveUnusedUploadsUseCase } from '../../application/media/remove-unused-uploads.use-case';
import { ServeFilmStillUseCase } from '../../application/media/serve-film-still.use-case';
import { ServeMediaUseCase } from '../../application/media/serve-media.use-case';
import { ServePictureUseCase } from '../../application/media/serve-picture.use-case';
import { UploadMediaUseCase } from '../../application/media/upload-media.use-case';
import { PORTS } from '../../application/ports/tokens';
import { MediaInfrastructureModule } from '../../infrastructure/media/media-infrastructure.module';
import { useCase } from '../common/use-case.provider';
import { MediaCleanupJob } from './media-cleanup.job';
import { MediaController } from './media.controller';

/**
 * Stored media at short-lived signed addresses, with previews cut by the server; demo film stills and
 * uploaded pictures at plain ones; teachers' uploads, and the hourly removal of those nothing uses.
 */
@Module({
  imports: [MediaInfrastructureModule],
  controllers: [MediaController],
  providers: [
    useCase(ServeMediaUseCase, [MEDIA_PORTS.store, MediaAddresses, PreviewCuts]),
    useCase(ServeFilmStillUseCase, [MEDIA_PORTS.store]),
    useCase(ServePictureUseCase, [MEDIA_PORTS.store]),
    useCase(UploadMediaUseCase, [MEDIA_PORTS.store, MEDIA_PORTS.uploads, MEDIA_PORTS.processing, MediaAddresses, PORTS.clock, MEDIA_PORTS.uploadLimits]),
    useCase(RemoveUnusedUploadsUseCase, [MEDIA_PORTS.uploads, MEDIA_PORTS.store, PORTS.clock]),
    MediaCleanupJob,
  ],
})
export class MediaModule {}
