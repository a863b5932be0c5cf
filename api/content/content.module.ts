import { Module } from '@nestjs/common';
import { BrowseContentUseCase } from '../../application/content/browse-content.use-case';
import { GetContentAnalyticsUseCase } from '../../application/content/content-analytics.use-case';
import { CONTENT_PORTS } from '../../application/content/content.tokens';
import { CreateContentUseCase } from '../../application/content/create-content.use-case';
import { EnrollInContentUseCase } from '../../application/content/enroll-in-content.use-case';
import { GetAccessInfoUseCase } from '../../application/content/get-access-info.use-case';
import { PublishContentUseCase } from '../../application/content/publish-content.use-case';
import { ReadContentUseCase } from '../../application/content/read-content.use-case';
import { UnpublishContentUseCase } from '../../application/content/unpublish-content.use-case';
import { UpdateContentUseCase } from '../../application/content/update-content.use-case';
import { WithdrawContentUseCase } from '../../application/content/withdraw-content.use-case';
import { MediaAddresses } from '../../application/media/media-addresses';
import { PORTS } from '../../application/ports/tokens';
import { ContentInfrastructureModule } from '../../infrastructure/content/content-infrastructure.module';
import { MediaInfrastructureModule } from '../../infrastructure/media/media-infrastructure.module';
import { useCase } from '../common/use-case.provider';
import { AccessInfoController } from './access-info.controller';
import { BrowseAnswers } from './browse-answers';
import { CatalogueController } from './catalogue.controller';
import { ContentChangesModule } from './content-changes';
import { ContentManagementController } from './content-management.controller';
import { EnrollmentController } from './enrollment.controller';

const { catalogue, markdown } = CONTENT_PORTS;

/** The catalogue, reading a content, enrolling, the browse buttons' access info, and the teacher's content management. */
@Module({
  imports: [ContentInfrastructureModule, ContentChangesModule, MediaInfrastructureModule],
  controllers: [CatalogueController, EnrollmentController, AccessInfoController, ContentManagementController],
  providers: [
    useCase(BrowseContentUseCase, [catalogue]),
    useCase(ReadContentUseCase, [catalogue, PORTS.clock, MediaAddresses, markdown]),
    useCase(GetAccessInfoUseCase, [catalogue]),
    useCase(EnrollInContentUseCase, [PORTS.unitOfWork, PORTS.clock]),
    useCase(CreateContentUseCase, [PORTS.unitOfWork, PORTS.clock]),
    useCase(UpdateContentUseCase, [PORTS.unitOfWork, PORTS.clock]),
    useCase(WithdrawContentUseCase, [PORTS.unitOfWork, PORTS.clock]),
    useCase(PublishContentUseCase, [PORTS.unitOfWork, PORTS.clock]),
    useCase(UnpublishContentUseCase, [PORTS.unitOfWork, PORTS.clock]),
    useCase(GetContentAnalyticsUseCase, [PORTS.unitOfWork]),
    BrowseAnswers,
  ],
})
export class ContentModule {}
