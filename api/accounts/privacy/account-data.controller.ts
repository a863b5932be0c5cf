import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ExportPersonalDataUseCase } from '../../../application/accounts/export-personal-data.use-case';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { AllowedWhileDeletionPending } from '../../common/auth/deletion-pending';
import { Authenticated } from '../../common/auth/roles';
import { PersonalDataExportDto } from './dto/personal-data-export.dto';

/** Download my data: everything the product holds about the caller, as one JSON file. */
@ApiTags('account')
@Controller('users/me')
export class AccountDataController {
  constructor(private readonly exportData: ExportPersonalDataUseCase) {}

  @Get('export')
  @Authenticated()
  @AllowedWhileDeletionPending()
  @ApiOperation({
    summary:
      'My personal data as one JSON file (an attachment, never cached): account, profile, settings, game state, both ledgers, inventory, learning, wishlist, classes, family links and sign-ins; other people appear only by display name',
  })
  @ApiProduces('application/json')
  @ApiOkResponse({
    type: PersonalDataExportDto,
    headers: {
      'Content-Disposition': { description: 'attachment; filename="questlearn-data-<username>-<date>.json"', schema: { type: 'string' } },
      'Cache-Control': { description: 'no-store', schema: { type: 'string' } },
    },
  })
  async download(@CurrentUser() user: AuthenticatedUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<PersonalDataExportDto> {
    const { fileName, document } = await this.exportData.execute({ userId: user.userId });
    reply.header('Content-Disposition', `attachment; filename="${fileName}"`);
    reply.header('Cache-Control', 'no-store');
    return document as unknown as PersonalDataExportDto;
  }
}
