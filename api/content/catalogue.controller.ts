import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ReadContentUseCase } from '../../application/content/read-content.use-case';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { Authenticated } from '../common/auth/roles';
import { type DataAnswer, ApiDataResponse } from '../common/data-answer';
import { IdParam } from '../common/id-param';
import { sendSerialized } from '../common/json-answer';
import { BrowseAnswers } from './browse-answers';
import { parseBrowseQuery, parsePublicBrowseQuery } from './browse-query.parser';
import { ContentPageDto } from './dto/content-card.dto';
import { ContentDetailDto } from './dto/content-detail.dto';

@ApiTags('content')
@Controller('content-items')
export class CatalogueController {
  constructor(
    private readonly pages: BrowseAnswers,
    private readonly read: ReadContentUseCase,
  ) {}

  @Get()
  @Authenticated()
  @ApiOperation({
    summary: 'Browse the catalogue: { data: ContentCard[], meta: { pagination: { page, pageSize, total, pageCount } } }',
    description:
      'filters[category|difficulty|type][$eq], filters[$or][0][title][$containsi] with filters[$or][1][description][$containsi] (same word), ' +
      'filters[tokenPrice][$lte], filters[visibility][$in][] (public, premium, private: your own), pagination[page], pagination[pageSize] (1..100), ' +
      'sort=createdAt|enrollments|rating|tokenPrice:asc|desc, populate=teacher. Any other key is refused.',
  })
  @ApiQuery({ name: 'filters[category][$eq]', required: false })
  @ApiQuery({ name: 'pagination[page]', required: false, type: Number })
  @ApiQuery({ name: 'pagination[pageSize]', required: false, type: Number })
  @ApiQuery({ name: 'sort', required: false, example: 'createdAt:desc' })
  @ApiQuery({ name: 'populate', required: false, example: 'teacher' })
  @ApiOkResponse({ type: ContentPageDto })
  async list(@CurrentUser() user: AuthenticatedUser, @Query() raw: Record<string, unknown>, @Res() reply: FastifyReply): Promise<void> {
    sendSerialized(reply, await this.pages.answer(user, parseBrowseQuery(raw)));
  }

  @Get('public')
  @ApiOperation({ summary: 'The public catalogue, without signing in: category, difficulty, type, search, pagination[page], pagination[pageSize]' })
  @ApiQuery({ name: 'category', required: false })
  @ApiQuery({ name: 'difficulty', required: false })
  @ApiQuery({ name: 'type', required: false })
  @ApiQuery({ name: 'search', required: false })
  @ApiOkResponse({ type: ContentPageDto })
  async publicList(@Query() raw: Record<string, unknown>, @Res() reply: FastifyReply): Promise<void> {
    sendSerialized(reply, await this.pages.answer(null, parsePublicBrowseQuery(raw)));
  }

  @Get(':id')
  @Authenticated()
  @ApiOperation({
    summary: 'One content with its teacher, contentData (the preview unless you own it or are enrolled), access, enrollment and myRating; counts a view',
  })
  @ApiDataResponse(ContentDetailDto)
  async detail(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number): Promise<DataAnswer<ContentDetailDto>> {
    return { data: await this.read.execute({ reader: user, contentId: id }) };
  }
}
