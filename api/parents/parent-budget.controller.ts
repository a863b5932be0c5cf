import { Body, Controller, Get, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetParentBudgetUseCase } from '../../application/parents/get-parent-budget.use-case';
import { UpdateParentBudgetUseCase } from '../../application/parents/update-parent-budget.use-case';
import { TransferTokensUseCase } from '../../application/parents/transfer-tokens.use-case';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { OnlyFor } from '../common/auth/roles';
import { ApiDataResponse, type NestedDataAnswer } from '../common/data-answer';
import { ParentBudgetDto, TransferResultDto, TransferTokensDto, UpdateParentBudgetDto } from './dto/parent-budget.dto';
import { ROLE_REFUSALS } from '../common/auth/role-refusals';

/** The parent's tokens: the monthly budget (credited on the month's first request) and transfers to children. */
@ApiTags('parent')
@Controller('parent')
@OnlyFor(['parent'], ROLE_REFUSALS.parentDashboard)
export class ParentBudgetController {
  constructor(
    private readonly getBudget: GetParentBudgetUseCase,
    private readonly updateBudget: UpdateParentBudgetUseCase,
    private readonly transferTokens: TransferTokensUseCase,
  ) {}

  @Get('budget')
  @ApiOperation({ summary: "My monthly budget and balance; the month's budget is credited first if it is due" })
  @ApiDataResponse(ParentBudgetDto, { nested: true })
  async budget(@CurrentUser() user: AuthenticatedUser): Promise<NestedDataAnswer<ParentBudgetDto>> {
    return { data: { data: await this.getBudget.execute({ parentId: user.userId }) } };
  }

  @Put('budget')
  @ApiOperation({ summary: 'Change my monthly budget (0 to 100,000 tokens); it is paid from the next credit on' })
  @ApiDataResponse(ParentBudgetDto, { nested: true })
  async changeBudget(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateParentBudgetDto): Promise<NestedDataAnswer<ParentBudgetDto>> {
    return { data: { data: await this.updateBudget.execute({ parentId: user.userId, monthlyEducationBudget: body.monthlyEducationBudget }) } };
  }

  @Post('transfer-tokens')
  @ApiOperation({ summary: 'Give tokens to a connected child: my balance falls and theirs rises by the amount (402 INSUFFICIENT_TOKENS, 404 CHILD_NOT_FOUND, 409 CHILD_ACCOUNT_BEING_DELETED while the child’s account waits to be deleted)' })
  @ApiDataResponse(TransferResultDto, { status: 201, nested: true })
  async transfer(@CurrentUser() user: AuthenticatedUser, @Body() body: TransferTokensDto): Promise<NestedDataAnswer<TransferResultDto>> {
    const note = body.note === undefined || body.note.trim() === '' ? null : body.note.trim();
    return { data: { data: await this.transferTokens.execute({ parentId: user.userId, childId: body.childId, amount: body.amount, note }) } };
  }
}
