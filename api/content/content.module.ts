import { Module } from '@nestjs/common';
import { BrowseContentUseCase } from '../../application/content/browse-content.use-case';
import { CONTENT_PORTS } from '../../application/content/content.tokens';
import { EnrollInContentUseCase } from '../../application/content/enroll-in-content.use-case';
import { GetAccessInfoUseCase } from '../../application/content/get-access-info.use-case';
import { ReadContentUseCase } from '../../application/content/read-content.use-case';
import { PORTS } from '../../application/ports/tokens';
import { ContentInfrastructureModule } from '../../infrastructure/content/content-infrastructure.module';
import { useCase } from '../common/use-case.provider';
import { AccessInfoController } from './access-info.controller';
import { CatalogueController } from './catalogue.controller';
import { EnrollmentController } from './enrollment.controller';

const { catalogue } = CONTENT_PORTS;

/** The catalogue, reading a content, enrolling, and the browse buttons' access info. */
@Module({
  imports: [ContentInfrastructureModule],
  controllers: [CatalogueController, EnrollmentController, AccessInfoController],
  providers: [
    useCase(BrowseContentUseCase, [catalogue]),
    useCase(ReadContentUseCase, [catalogue]),
    useCase(GetAccessInfoUseCase, [catalogue]),
    useCase(EnrollInContentUseCase, [PORTS.unitOfWork, PORTS.clock]),
  ],
})
export class ContentModule {}
