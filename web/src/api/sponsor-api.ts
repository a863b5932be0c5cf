import { sponsorTexts } from '../i18n/sponsor';
import { type ApiData, data } from './calls';
import type { components } from './schema';

/**
 * The sponsor's calls (spec §7 "Sponsor"). Every answer wraps its content in `data`; the shapes are
 * the server's (schema.ts, generated); a failure is an ApiError with the server's message, else the
 * call's fallback text.
 */

const fallback = sponsorTexts.apiErrors;

/** GET /sponsors/me: the profile and the total donated in dollars. */
export type SponsorProfile = ApiData<'/api/sponsors/me', 'get'>;

/** PUT /sponsors/me, as `data`. */
export type SponsorProfileChanges = components['schemas']['SponsorProfileChangesDto'];

/** One pledge with its content and pool. */
export type SponsoredContent = ApiData<'/api/sponsors/sponsored-content', 'get'>[number];

export type SponsorStats = ApiData<'/api/sponsors/stats', 'get'>;

export type PledgeResult = ApiData<'/api/sponsors/sponsor-content', 'post'>;

export const sponsorApi = {
  profile: (): Promise<SponsorProfile> => data<SponsorProfile>('/sponsors/me', fallback.profile),

  saveProfile: (changes: SponsorProfileChanges): Promise<SponsorProfile> =>
    data<ApiData<'/api/sponsors/me', 'put'>>('/sponsors/me', fallback.saveProfile, { method: 'PUT', body: { data: changes } }),

  stats: (): Promise<SponsorStats> => data<SponsorStats>('/sponsors/stats', fallback.stats),

  sponsoredContent: async (): Promise<SponsoredContent[]> => {
    const list = await data<SponsoredContent[]>('/sponsors/sponsored-content', fallback.sponsored);
    return Array.isArray(list) ? list : [];
  },

  /** POST /sponsors/sponsor-content: whole dollars; the pool gets 10 tokens a dollar. */
  sponsor: (contentId: number, amount: number): Promise<PledgeResult> =>
    data<PledgeResult>('/sponsors/sponsor-content', fallback.sponsor, { method: 'POST', body: { contentId, amount } }),
};
