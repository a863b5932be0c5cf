import { Body, Controller, Get, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SponsorContentUseCase } from '../../application/sponsors/sponsor-content.use-case';
import { GetSponsorStatsUseCase } from '../../application/sponsors/get-sponsor-stats.use-case';
import { ListSponsoredContentUseCase } from '../../application/sponsors/list-sponsored-content.use-case';
import { GetSponsorProfileUseCase } from '../../application/sponsors/get-sponsor-profile.use-case';
import { UpdateSponsorProfileUseCase } from '../../application/sponsors/update-sponsor-profile.use-case';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { OnlyFor } from '../common/auth/roles';
import { type DataAnswer, ApiDataResponse } from '../common/data-answer';
import { PledgeResultDto, SponsorContentDto, SponsoredContentDto, SponsorProfileDto, SponsorStatsDto, UpdateSponsorProfileDto } from './dto/sponsor.dto';
import { ROLE_REFUSALS } from '../common/auth/role-refusals';

@ApiTags('sponsor')
@Controller('sponsors')
@OnlyFor(['sponsor'], ROLE_REFUSALS.sponsorDashboard)
export class SponsorsController {
  constructor(
    private readonly profileOf: GetSponsorProfileUseCase,
    private readonly updateProfile: UpdateSponsorProfileUseCase,
    private readonly sponsorContent: SponsorContentUseCase,
    private readonly sponsored: ListSponsoredContentUseCase,
    private readonly statsOf: GetSponsorStatsUseCase,
  ) {}

  @Get('me')
  @ApiOperation({ summary: 'Your profile (company name, contact person, website, description) and the total donated in dollars' })
  @ApiDataResponse(SponsorProfileDto)
  async me(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<SponsorProfileDto>> {
    return { data: await this.profileOf.execute({ sponsorId: user.userId }) };
  }

  @Put('me')
  @ApiOperation({ summary: "Change company name, contact person, website or description (body data; '' clears a field); answers the profile" })
  @ApiDataResponse(SponsorProfileDto)
  async changeMe(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateSponsorProfileDto): Promise<DataAnswer<SponsorProfileDto>> {
    return { data: await this.updateProfile.execute({ sponsorId: user.userId, changes: body.data }) };
  }

  @Post('sponsor-content')
  @ApiOperation({
    summary: 'Pledge whole dollars to a content of the catalogue: recorded as donated, a pool of 10 tokens a dollar pays for enrollments while it lasts',
  })
  @ApiDataResponse(PledgeResultDto, { status: 201 })
  async pledge(@CurrentUser() user: AuthenticatedUser, @Body() body: SponsorContentDto): Promise<DataAnswer<PledgeResultDto>> {
    return { data: await this.sponsorContent.execute({ sponsorId: user.userId, contentId: body.contentId, amountDollars: body.amount }) };
  }

  @Get('sponsored-content')
  @ApiOperation({ summary: 'Your pledges, newest first, each with its content, pool, tokens left and students funded' })
  @ApiDataResponse(SponsoredContentDto, { shape: 'list' })
  async sponsoredContent(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<SponsoredContentDto[]>> {
    return { data: await this.sponsored.execute({ sponsorId: user.userId }) };
  }

  @Get('stats')
  @ApiOperation({ summary: 'Students supported, content sponsored, learning hours enabled and total donated, counted from your pledges' })
  @ApiDataResponse(SponsorStatsDto)
  async stats(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<SponsorStatsDto>> {
    return { data: await this.statsOf.execute({ sponsorId: user.userId }) };
  }
}
