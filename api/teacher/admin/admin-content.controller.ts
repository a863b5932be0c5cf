import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { GetLibraryItemUseCase, ListLibraryPageUseCase } from '../../../application/teacher/teacher-library.use-cases';
import type { LibraryRow, TeacherContentItem } from '../../../application/teacher/teacher.repositories.port';
import { CONTENT_STATUSES } from '../../../domain/content/content-status';
import { CONTENT_CATEGORIES, CONTENT_TYPES, VISIBILITIES } from '../../../domain/content/content-taxonomy';
import { LIBRARY_FILTERS, LIBRARY_SORTS, libraryTitleWords } from '../../../domain/content/library-query';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { ROLE_REFUSALS } from '../../common/auth/role-refusals';
import { OnlyFor } from '../../common/auth/roles';
import { IdParam } from '../../common/id-param';
import { booleanFilter, choiceFilter, idsFilter, readListQuery, sendContentRange, SimpleRestListQueryDto, textFilter } from '../../common/simple-rest-query';
import { AdminContentDto, TeacherContentItemDto } from '../dto/teacher-content.dto';

/**
 * The teacher's content library as a react-admin resource (ra-data-simple-rest): the teacher's own
 * content, drafts, private and withdrawn included, sorted, filtered and paged on the server with
 * Content-Range. Creating, changing and deleting stay the content calls of /content-items, which
 * hold the rules.
 */
@ApiTags('admin')
@Controller('admin/content')
@OnlyFor(['teacher'], ROLE_REFUSALS.teacherDashboard)
export class AdminContentController {
  constructor(
    private readonly page: ListLibraryPageUseCase,
    private readonly getItem: GetLibraryItemUseCase,
  ) {}

  @Get()
  @ApiOperation({
    summary: `My content: sort ["createdAt","DESC"] with the field one of ${LIBRARY_SORTS.join(', ')} (id ascending when none; ties by id), range [0,24], filter {"q","type","category","visibility","status" (draft or published),"withdrawn","id":[...]} (q: words of the title, each must appear); Content-Range tells the total`,
  })
  @ApiResponse({ status: 200, type: [AdminContentDto] })
  async list(@CurrentUser() user: AuthenticatedUser, @Query() query: SimpleRestListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<LibraryRow[]> {
    const request = readListQuery(query, LIBRARY_SORTS, LIBRARY_FILTERS);
    const { rows, total } = await this.page.execute({
      teacherId: user.userId,
      page: {
        sort: request.sort,
        order: request.order,
        titleWords: libraryTitleWords(textFilter(request.filter, 'q')),
        type: choiceFilter(request.filter, 'type', CONTENT_TYPES),
        category: choiceFilter(request.filter, 'category', CONTENT_CATEGORIES),
        visibility: choiceFilter(request.filter, 'visibility', VISIBILITIES),
        status: choiceFilter(request.filter, 'status', CONTENT_STATUSES),
        withdrawn: booleanFilter(request.filter, 'withdrawn'),
        ids: idsFilter(request.filter),
        offset: request.offset,
        limit: request.limit,
      },
    });
    sendContentRange(reply, 'content', request.offset, rows.length, total);
    return rows;
  }

  @Get(':id')
  @ApiOperation({ summary: "One of my content items, withdrawn included, with its contentData as written; another teacher's answers 404 CONTENT_NOT_FOUND" })
  @ApiResponse({ status: 200, type: TeacherContentItemDto })
  one(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number): Promise<TeacherContentItem> {
    return this.getItem.execute({ teacherId: user.userId, contentId: id });
  }
}
