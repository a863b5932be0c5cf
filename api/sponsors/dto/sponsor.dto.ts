import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsInt, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import type { ContentCategory, ContentType } from '../../../domain/content/content-taxonomy';
import { HTTP_ADDRESS_OR_NOTHING, SPONSOR_PROFILE_LIMITS as L } from '../../../domain/sponsors/sponsor-profile';
import { PLEDGE_LIMITS } from '../../../domain/sponsors/sponsorship';
import type { SponsoredContentRecord, SponsorProfileRecord } from '../../../application/sponsors/sponsor.repository.port';
import type { SponsorStats } from '../../../application/sponsors/get-sponsor-stats.use-case';
import { API_ENUMS } from '../../common/api-enums';
import { fieldProblemMessage } from '../../common/field-problem-messages';
import { MAX_ID } from '../../common/id-param';

/** The words of the domain's sponsor profile problems (one sentence a field, whatever its problem). */
const M = {
  companyName: fieldProblemMessage('companyName', { code: 'tooLong', max: L.companyNameMax }, 'sponsorProfile'),
  contactPerson: fieldProblemMessage('contactPerson', { code: 'tooLong', max: L.contactPersonMax }, 'sponsorProfile'),
  website: fieldProblemMessage('website', { code: 'badFormat' }, 'sponsorProfile'),
  description: fieldProblemMessage('description', { code: 'tooLong', max: L.descriptionMax }, 'sponsorProfile'),
};

/** The words of the domain's pledge problems. */
const PLEDGE_MESSAGES = {
  whole: fieldProblemMessage('amount', { code: 'wrongType', expected: 'integer' }, 'pledge'),
  min: fieldProblemMessage('amount', { code: 'tooSmall', min: PLEDGE_LIMITS.minDollars }, 'pledge'),
  max: fieldProblemMessage('amount', { code: 'tooLarge', max: PLEDGE_LIMITS.maxDollars }, 'pledge'),
};

/** GET and PUT /sponsors/me: spec §3 "Sponsor profile". */
export class SponsorProfileDto implements SponsorProfileRecord {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  username: string;

  @ApiProperty({ type: String, nullable: true })
  companyName: string | null;

  @ApiProperty({ type: String, nullable: true })
  contactPerson: string | null;

  @ApiProperty({ type: String, nullable: true })
  website: string | null;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({ type: 'integer', description: 'Dollars pledged in all (a pledge is recorded as donated)' })
  totalDonated: number;
}

/** The fields a sponsor may change; an empty text clears its field (class-validator runs bottom-up). */
export class SponsorProfileChangesDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.companyNameMax })
  @IsOptional()
  @MaxLength(L.companyNameMax, { message: M.companyName })
  @IsString({ message: M.companyName })
  companyName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.contactPersonMax })
  @IsOptional()
  @MaxLength(L.contactPersonMax, { message: M.contactPerson })
  @IsString({ message: M.contactPerson })
  contactPerson?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.websiteMax, example: 'https://brightfuture.example.org', description: "An http(s) address; '' clears it" })
  @IsOptional()
  @Matches(HTTP_ADDRESS_OR_NOTHING, { message: M.website })
  @MaxLength(L.websiteMax, { message: M.website })
  @IsString({ message: M.website })
  website?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: L.descriptionMax })
  @IsOptional()
  @MaxLength(L.descriptionMax, { message: M.description })
  @IsString({ message: M.description })
  description?: string | null;
}

/** PUT /sponsors/me: body `data` (spec §7). */
export class UpdateSponsorProfileDto {
  @ApiProperty({ type: () => SponsorProfileChangesDto })
  @ValidateNested({ message: 'data must be an object of profile fields' })
  @Type(() => SponsorProfileChangesDto)
  @IsObject({ message: 'data must be an object of profile fields' })
  @IsDefined({ message: 'data is required' })
  data: SponsorProfileChangesDto;
}

/** POST /sponsors/sponsor-content. */
export class SponsorContentDto {
  @ApiProperty({ type: 'integer', minimum: 1 })
  @Max(MAX_ID, { message: 'contentId is not a content' })
  @Min(1, { message: 'contentId is not a content' })
  @IsInt({ message: 'contentId must be a whole number' })
  @IsDefined({ message: 'contentId is required' })
  contentId: number;

  @ApiProperty({ type: 'integer', minimum: PLEDGE_LIMITS.minDollars, maximum: PLEDGE_LIMITS.maxDollars, description: 'Whole dollars; the pool gets 10 tokens a dollar' })
  @Max(PLEDGE_LIMITS.maxDollars, { message: PLEDGE_MESSAGES.max })
  @Min(PLEDGE_LIMITS.minDollars, { message: PLEDGE_MESSAGES.min })
  @IsInt({ message: PLEDGE_MESSAGES.whole })
  @IsDefined({ message: 'amount is required' })
  amount: number;
}

/** The content a pledge funds. */
export class SponsoredContentItemDto {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  title: string;

  @ApiProperty(API_ENUMS.contentCategory)
  category: ContentCategory;

  @ApiProperty(API_ENUMS.contentType)
  type: ContentType;

  @ApiProperty({ type: 'integer', description: 'Tokens one enrollment draws from the pool' })
  tokenPrice: number;

  @ApiProperty()
  teacherUsername: string;

  @ApiProperty({ type: String, nullable: true })
  teacherFirstName: string | null;

  @ApiProperty({ type: String, nullable: true })
  teacherLastName: string | null;
}

/** One pledge with its pool (GET /sponsors/sponsored-content). */
export class SponsoredContentDto implements SponsoredContentRecord {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: () => SponsoredContentItemDto })
  content: SponsoredContentItemDto;

  @ApiProperty({ type: 'integer', description: 'Dollars pledged' })
  amountDollars: number;

  @ApiProperty({ type: 'integer', description: 'Tokens the pledge put in the pool (10 a dollar)' })
  tokenPool: number;

  @ApiProperty({ type: 'integer', description: 'Tokens left for further enrollments' })
  tokensRemaining: number;

  @ApiProperty({ type: 'integer', description: 'Enrollments this pool paid for' })
  studentsFunded: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
}

/** POST /sponsors/sponsor-content: the new pledge and the sponsor's new total. */
export class PledgeResultDto {
  @ApiProperty({ type: () => SponsoredContentDto })
  sponsorship: SponsoredContentDto;

  @ApiProperty({ type: 'integer', description: 'Dollars pledged in all' })
  totalDonated: number;
}

/** GET /sponsors/stats: computed from the pledges and the enrollments they paid for. */
export class SponsorStatsDto implements SponsorStats {
  @ApiProperty({ type: 'integer', description: 'Distinct students whose enrollments your pools paid for' })
  studentsSupported: number;

  @ApiProperty({ type: 'integer', description: 'Distinct content items you pledged to' })
  contentSponsored: number;

  @ApiProperty({ description: 'Hours (1 decimal) spent in the enrollments your pools paid for' })
  learningHoursEnabled: number;

  @ApiProperty({ type: 'integer', description: 'Dollars pledged in all' })
  totalDonated: number;
}
