import { Controller, Delete, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ListClassInvitationsUseCase } from '../../../application/classes/list-class-invitations.use-case';
import { WithdrawClassInvitationUseCase } from '../../../application/classes/withdraw-class-invitation.use-case';
import { ClassInvitationNotFoundError } from '../../../application/classes/classes.errors';
import type { SentClassInvitation } from '../../../application/classes/class.repositories.port';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { OnlyFor } from '../../common/auth/roles';
import { IdParam } from '../../common/id-param';
import { ClassInvitationDto } from '../dto/class-invitation.dto';
import { readListQuery, sendContentRange, SimpleRestListQueryDto } from '../../common/simple-rest-query';
import { ROLE_REFUSALS } from '../../common/auth/role-refusals';

type Invitation = SentClassInvitation & { state: 'invited' };

const SORTABLE = ['createdAt', 'id', 'invitedAs'] as const;

/**
 * The invitations of one of the teacher's classes not accepted yet, as a react-admin resource
 * (`classes/{classId}/invitations`): only what the teacher typed, each "invited". Withdrawing is
 * the resource's delete. The list is sorted and paged here: a class's open invitations are few.
 */
@ApiTags('admin')
@Controller('admin/classes/:classId/invitations')
@OnlyFor(['teacher'], ROLE_REFUSALS.classManagement)
export class AdminClassInvitationsController {
  constructor(
    private readonly invitations: ListClassInvitationsUseCase,
    private readonly withdraw: WithdrawClassInvitationUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The invitations of my class not accepted yet: sort ["createdAt","DESC"], range [0,9]; Content-Range tells the total' })
  @ApiResponse({ status: 200, type: [ClassInvitationDto] })
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @IdParam('classId') classId: number,
    @Query() query: SimpleRestListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Invitation[]> {
    const request = readListQuery(query, SORTABLE, []);
    const all = await this.invitations.execute({ teacherId: user.userId, classId });
    const key = (invitation: Invitation) => (request.sort === 'createdAt' ? invitation.createdAt.getTime() : request.sort === 'id' ? invitation.id : invitation.invitedAs.toLowerCase());
    const sorted = [...all].sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      const order = x < y ? -1 : x > y ? 1 : a.id - b.id;
      return request.order === 'ASC' ? order : -order;
    });
    const rows = sorted.slice(request.offset, request.offset + request.limit);
    sendContentRange(reply, 'invitations', request.offset, rows.length, all.length);
    return rows;
  }

  @Delete(':invitationId')
  @ApiOperation({ summary: 'Withdraw an invitation of my class that was not accepted; answers it as it was' })
  @ApiResponse({ status: 200, type: ClassInvitationDto })
  async remove(@CurrentUser() user: AuthenticatedUser, @IdParam('classId') classId: number, @IdParam('invitationId') invitationId: number): Promise<Invitation> {
    const found = (await this.invitations.execute({ teacherId: user.userId, classId })).find((invitation) => invitation.id === invitationId);
    if (!found) throw new ClassInvitationNotFoundError();
    await this.withdraw.execute({ teacherId: user.userId, classId, invitationId });
    return found;
  }
}
