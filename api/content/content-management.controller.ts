import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { GetContentAnalyticsUseCase } from '../../application/content/content-analytics.use-case';
import { CreateContentUseCase } from '../../application/content/create-content.use-case';
import { PublishContentUseCase } from '../../application/content/publish-content.use-case';
import { UnpublishContentUseCase } from '../../application/content/unpublish-content.use-case';
import { UpdateContentUseCase } from '../../application/content/update-content.use-case';
import { WithdrawContentUseCase } from '../../application/content/withdraw-content.use-case';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { OnlyFor } from '../common/auth/roles';
import { type DataAnswer, ApiDataResponse } from '../common/data-answer';
import { ErrorAnswerDto } from '../common/error-answer.dto';
import { IdParam } from '../common/id-param';
import { ContentChanges } from './content-changes';
import { CreateContentDto, UpdateContentDto } from './dto/content-form.dto';
import { ContentRemovalDto, ManagedContentDto, OwnContentAnalyticsDto } from './dto/managed-content.dto';
import { ROLE_REFUSALS } from '../common/auth/role-refusals';

/**
 * A teacher writes, publishes, changes and deletes their own content, and reads its figures (spec §6, §7 "Teacher").
 * New content is a draft, seen by its teacher only, until it is published.
 * Each change, once committed, drops the answers this process keeps about content (ContentChanges).
 */
@ApiTags('content')
@Controller('content-items')
export class ContentManagementController {
  constructor(
    private readonly createContent: CreateContentUseCase,
    private readonly updateContent: UpdateContentUseCase,
    private readonly withdrawContent: WithdrawContentUseCase,
    private readonly publishContent: PublishContentUseCase,
    private readonly unpublishContent: UnpublishContentUseCase,
    private readonly contentAnalytics: GetContentAnalyticsUseCase,
    private readonly contentChanges: ContentChanges,
  ) {}

  @Post()
  @OnlyFor(['teacher'], ROLE_REFUSALS.contentCreation)
  @ApiOperation({
    summary:
      'Write a new content from the form in data (title and description required; §5 defaults): a draft, seen by you only until you publish it; answers the content item with its contentData',
  })
  @ApiDataResponse(ManagedContentDto, { status: 201 })
  async create(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateContentDto): Promise<DataAnswer<ManagedContentDto>> {
    const created = await this.createContent.execute({ teacherId: user.userId, form: body.data });
    this.contentChanges.changed();
    return { data: created };
  }

  @Put(':id')
  @OnlyFor(['teacher'], ROLE_REFUSALS.contentEditing)
  @ApiOperation({
    summary:
      'Change your own content: the fields in data change, the others stay; the whole form must still hold the rules, and published content must stay complete (422 CONTENT_INCOMPLETE, as for publishing, naming data.contentData.…)',
  })
  @ApiDataResponse(ManagedContentDto)
  @ApiResponse({ status: 422, description: 'CONTENT_INCOMPLETE: the change would leave published content without something to learn from; problems names what', type: ErrorAnswerDto })
  async update(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number, @Body() body: UpdateContentDto): Promise<DataAnswer<ManagedContentDto>> {
    const updated = await this.updateContent.execute({ teacherId: user.userId, contentId: id, changes: body.data });
    this.contentChanges.changed();
    return { data: updated };
  }

  @Post(':id/publish')
  @HttpCode(200)
  @OnlyFor(['teacher'], ROLE_REFUSALS.contentPublishing)
  @ApiOperation({
    summary:
      'Publish your own content: it enters the catalogue (per its visibility) and takes enrollments. It must be complete: a quiz a question with its correct answer, ' +
      'a video its media and length, a document a section with text, an interactive content a step with a check. Publishing published content changes nothing',
  })
  @ApiDataResponse(ManagedContentDto)
  @ApiResponse({
    status: 422,
    description:
      'CONTENT_INCOMPLETE: problems names what is missing: contentData.questions (noAnsweredQuestion), contentData.videoUrl (noVideoMedia), ' +
      'contentData.durationSeconds (noVideoDuration), contentData.sections (noSectionText), contentData.steps (noCheckedStep)',
    type: ErrorAnswerDto,
  })
  @ApiResponse({ status: 403, description: 'NOT_CONTENT_OWNER: another teacher\'s content; FORBIDDEN: not a teacher', type: ErrorAnswerDto })
  @ApiResponse({ status: 404, description: 'CONTENT_NOT_FOUND: no such content, or deleted', type: ErrorAnswerDto })
  async publish(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number): Promise<DataAnswer<ManagedContentDto>> {
    const published = await this.publishContent.execute({ teacherId: user.userId, contentId: id });
    this.contentChanges.changed();
    return { data: published };
  }

  @Post(':id/unpublish')
  @HttpCode(200)
  @OnlyFor(['teacher'], ROLE_REFUSALS.contentPublishing)
  @ApiOperation({
    summary: 'Take your own content back to a draft, out of the catalogue, while nobody is enrolled in it (delete it instead to withdraw it from students). A draft stays a draft',
  })
  @ApiDataResponse(ManagedContentDto)
  @ApiResponse({ status: 409, description: 'CONTENT_HAS_STUDENTS: students are enrolled, so it stays published', type: ErrorAnswerDto })
  @ApiResponse({ status: 403, description: 'NOT_CONTENT_OWNER: another teacher\'s content; FORBIDDEN: not a teacher', type: ErrorAnswerDto })
  @ApiResponse({ status: 404, description: 'CONTENT_NOT_FOUND: no such content, or deleted', type: ErrorAnswerDto })
  async unpublish(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number): Promise<DataAnswer<ManagedContentDto>> {
    const unpublished = await this.unpublishContent.execute({ teacherId: user.userId, contentId: id });
    this.contentChanges.changed();
    return { data: unpublished };
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
