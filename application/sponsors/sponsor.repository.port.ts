import type { ContentCategory, ContentType } from '../../domain/content/content-taxonomy';
import type { SponsorProfileField } from '../../domain/sponsors/sponsor-profile';

/** The sponsor's profile (spec §3 "Sponsor profile") with what they pledged in all, in dollars. */
export interface SponsorProfileRecord {
  id: number;
  username: string;
  companyName: string | null;
  contactPerson: string | null;
  website: string | null;
  description: string | null;
  totalDonated: number;
}

export type SponsorProfileChanges = Partial<Record<SponsorProfileField, string | null>>;

/** One pledge of the sponsor: the content it funds, the pool and how many students it paid for. */
export interface SponsoredContentRecord {
  id: number;
  content: { id: number; title: string; category: ContentCategory; type: ContentType; tokenPrice: number; teacherUsername: string; teacherFirstName: string | null; teacherLastName: string | null };
  amountDollars: number;
  tokenPool: number;
  tokensRemaining: number;
  studentsFunded: number;
  createdAt: Date;
}

/** The sponsor's figures, counted from the pledges and the enrollments they paid for. */
export interface SponsorTotals {
  studentsSupported: number;
  contentSponsored: number;
  /** Time spent in the enrollments the sponsor's pools paid for. */
  learningSeconds: number;
  totalDonated: number;
}

export interface NewPledge {
  sponsorId: number;
  contentId: number;
  amountDollars: number;
  tokenPool: number;
  at: Date;
}

export interface SponsorRepository {
  /** Null when the user does not exist; a sponsor without a profile row answers empty fields. */
  profile(sponsorId: number): Promise<SponsorProfileRecord | null>;
  /** Writes the fields given (creating the profile row when there is none). */
  saveProfile(sponsorId: number, changes: SponsorProfileChanges): Promise<void>;
  /** Records a pledge as donated, its pool full; answers its id. */
  pledge(pledge: NewPledge): Promise<number>;
  /** The sponsor's pledges, newest first (only the one asked for, when `sponsorshipId` is given). */
  sponsoredContent(sponsorId: number, sponsorshipId?: number): Promise<SponsoredContentRecord[]>;
  totals(sponsorId: number): Promise<SponsorTotals>;
}
