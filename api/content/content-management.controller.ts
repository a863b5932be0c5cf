import { Body, Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetContentAnalyticsUseCase } from '../../application/content/content-analytics.use-case';
import { CreateContentUseCase } from '../../application/content/create-content.use-case';
import { UpdateContentUseCase } from '../../application/content/update-content.use-case';
import { WithdrawContentUseCase } from '../../application/content/withdraw-content.use-case';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { OnlyFor } from '../common/auth/roles';
import { type DataAnswer, ApiDataResponse } from '../common/data-answer';
import { IdParam } from '../common/id-param';
import { ContentChanges } from './content-changes';
import { CreateContentDto, UpdateContentDto } from './dto/content-form.dto';
import { ContentRemovalDto, ManagedContentDto, OwnContentAnalyticsDto } from './dto/managed-content.dto';
import { ROLE_REFUSALS } from '../common/auth/role-refusals';

/**
 * A teacher publishes, changes and deletes their own content, and reads its figures (spec §6, §7 "Teacher").
 * Each change, once committed, drops the answers this process keeps about content (ContentChanges).
 */
@ApiTags('content')
@Controller('content-items')
export class ContentManagementController {
  constructor(
    private readonly createContent: CreateContentUseCase,
    private readonly updateContent: UpdateContentUseCase,
    private readonly withdrawContent: WithdrawContentUseCase,
    private readonly contentAnalytics: GetContentAnalyticsUseCase,
    private readonly contentChanges: ContentChanges,
  ) {}

  @Post()
  @OnlyFor(['teacher'], ROLE_REFUSALS.contentCreation)
  @ApiOperation({ summary: 'Publish a content from the form in data (title and description required; §5 defaults); answers the content item with its contentData' })
  @ApiDataResponse(ManagedContentDto, { status: 201 })
  async create(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateContentDto): Promise<DataAnswer<ManagedContentDto>> {
    const created = await this.createContent.execute({ teacherId: user.userId, form: body.data });
    this.contentChanges.changed();
    return { data: created };
  }

  @Put(':id')
  @OnlyFor(['teacher'], ROLE_REFUSALS.contentEditing)
  @ApiOperation({ summary: 'Change your own content: the fields in data change, the others stay; the whole form must still hold the rules' })
  @ApiDataResponse(ManagedContentDto)
  async update(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number, @Body() body: UpdateContentDto): Promise<DataAnswer<ManagedContentDto>> {
    const updated = await this.updateContent.execute({ teacherId: user.userId, contentId: id, changes: body.data });
    this.contentChanges.changed();
    return { data: updated };
  }

  @Delete(':id')
  @OnlyFor(['teacher'], ROLE_REFUSALS.contentDeletion)
  @ApiOperation({
    summary: 'Delete your own content: deleted for good when nobody holds it; withdrawn from the catalogue when students are enrolled (they keep their access) or a sponsor funds it',
  })
  @ApiDataResponse(ContentRemovalDto)
  async remove(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number): Promise<DataAnswer<ContentRemovalDto>> {
    const removal = await this.withdrawContent.execute({ teacherId: user.userId, contentId: id });
    this.contentChanges.changed();
    return { data: removal };
  }

  @Get(':id/analytics')
  @OnlyFor(['teacher'], ROLE_REFUSALS.contentAnalytics)
  @ApiOperation({ summary: "Your content's views, enrollments, completions, rating and engagement rates, from the counters kept on it" })
  @ApiDataResponse(OwnContentAnalyticsDto)
  async analytics(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number): Promise<DataAnswer<OwnContentAnalyticsDto>> {
    return { data: await this.contentAnalytics.execute({ teacherId: user.userId, contentId: id }) };
  }
}
