import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetChildClassesUseCase } from '../../application/classes/child-classes.use-case';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { OnlyFor } from '../common/auth/roles';
import { ApiDataResponse, type NestedDataAnswer } from '../common/data-answer';
import { IdParam } from '../common/id-param';
import { ChildClassDto } from './dto/class-invitation.dto';
import { ROLE_REFUSALS } from '../common/auth/role-refusals';

/** A connected child's classes and their teachers; a child not connected answers 404 CHILD_NOT_FOUND. */
@ApiTags('parent')
@Controller('parent')
@OnlyFor(['parent'], ROLE_REFUSALS.parentDashboard)
export class ParentChildClassesController {
  constructor(private readonly childClasses: GetChildClassesUseCase) {}

  @Get('child/:id/classes')
  @ApiOperation({ summary: "A connected child's classes and who teaches them, latest joined first" })
  @ApiDataResponse(ChildClassDto, { shape: 'list', nested: true })
  async classes(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number): Promise<NestedDataAnswer<ChildClassDto[]>> {
    return { data: { data: await this.childClasses.execute({ parentId: user.userId, childId: id }) } };
  }
}
