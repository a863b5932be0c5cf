import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ListParentTransfersUseCase } from '../../application/parents/list-parent-transfers.use-case';
import { PARENT_TRANSFER_SORTS, type ParentTransferRecord } from '../../application/parents/parent-money.repositories.port';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { ROLE_REFUSALS } from '../common/auth/role-refusals';
import { OnlyFor } from '../common/auth/roles';
import { idFilter, idsFilter, readListQuery, sendContentRange, SimpleRestListQueryDto } from '../common/simple-rest-query';
import { ParentTransferRecordDto } from './dto/admin-parent-money.dto';

/**
 * The tokens a parent gave to connected children as a react-admin resource (ra-data-simple-rest):
 * a read-only list with sort, range and filter answered with Content-Range. A transfer is made by
 * POST /parent/transfer-tokens, the same use case as ever.
 */
@ApiTags('admin')
@Controller('admin/transfers')
@OnlyFor(['parent'], ROLE_REFUSALS.parentDashboard)
export class AdminTransfersController {
  constructor(private readonly page: ListParentTransfersUseCase) {}

  @Get()
  @ApiOperation({
    summary:
      'My token transfers to my connected children, newest first unless sorted: sort ["createdAt","DESC"] (createdAt or amount), range [0,24], filter {"childId","id":[...]}; Content-Range tells the total (an unconnected childId answers 404 CHILD_NOT_FOUND)',
  })
  @ApiResponse({ status: 200, type: [ParentTransferRecordDto] })
  async list(@CurrentUser() user: AuthenticatedUser, @Query() query: SimpleRestListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<ParentTransferRecord[]> {
    const request = readListQuery(query, PARENT_TRANSFER_SORTS, ['childId', 'id'], 'DESC');
    const { rows, total } = await this.page.execute({
      parentId: user.userId,
      query: {
        sort: request.sort,
        order: request.order,
        childId: idFilter(request.filter, 'childId', 'a child id'),
        ids: idsFilter(request.filter),
        offset: request.offset,
        limit: request.limit,
      },
    });
    sendContentRange(reply, 'transfers', request.offset, rows.length, total);
    return rows;
  }
}
