import { Module } from '@nestjs/common';
import { MediaAddresses } from '../../application/media/media-addresses';
import { MEDIA_PORTS } from '../../application/media/media.tokens';
import { PreviewCuts } from '../../application/media/preview-cuts';
import { ServeFilmStillUseCase } from '../../application/media/serve-film-still.use-case';
import { ServeMediaUseCase } from '../../application/media/serve-media.use-case';
import { MediaInfrastructureModule } from '../../infrastructure/media/media-infrastructure.module';
import { useCase } from '../common/use-case.provider';
import { MediaController } from './media.controller';

/** Stored media at short-lived signed addresses, with previews cut by the server; demo film stills at plain ones. */
@Module({
  imports: [MediaInfrastructureModule],
  controllers: [MediaController],
  providers: [useCase(ServeMediaUseCase, [MEDIA_PORTS.store, MediaAddresses, PreviewCuts]), useCase(ServeFilmStillUseCase, [MEDIA_PORTS.store])],
})
export class MediaModule {}
