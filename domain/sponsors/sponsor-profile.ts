/** The sponsor profile's bounds (spec §3 "Sponsor profile"). */
export const SPONSOR_PROFILE_LIMITS = { companyNameMax: 100, contactPersonMax: 100, websiteMax: 300, descriptionMax: 2000 } as const;

const L = SPONSOR_PROFILE_LIMITS;

export const SPONSOR_PROFILE_MESSAGES = {
  companyName: `The company name must be at most ${L.companyNameMax} characters`,
  contactPerson: `The contact person must be at most ${L.contactPersonMax} characters`,
  website: `The website must be an http(s) address of at most ${L.websiteMax} characters`,
  description: `The description must be at most ${L.descriptionMax} characters`,
} as const;

export type SponsorProfileField = keyof typeof SPONSOR_PROFILE_MESSAGES;

export type SponsorProfileInput = Partial<Record<SponsorProfileField, string | null>>;

/** An http(s) address, or nothing (an empty text clears the website). */
export const HTTP_ADDRESS_OR_NOTHING = /^(|\s*https?:\/\/[^\s/$.?#][^\s]*\s*)$/i;

const MAX: Record<SponsorProfileField, number> = {
  companyName: L.companyNameMax,
  contactPerson: L.contactPersonMax,
  website: L.websiteMax,
  description: L.descriptionMax,
};

/** The first problem of each field given, keyed by field; empty when the changes can be saved. */
export function sponsorProfileProblems(input: SponsorProfileInput): Partial<Record<SponsorProfileField, string>> {
  const problems: Partial<Record<SponsorProfileField, string>> = {};
  for (const field of Object.keys(MAX) as SponsorProfileField[]) {
    const value = input[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' || value.trim().length > MAX[field] || (field === 'website' && !HTTP_ADDRESS_OR_NOTHING.test(value))) {
      problems[field] = SPONSOR_PROFILE_MESSAGES[field];
    }
  }
  return problems;
}

/** Texts kept trimmed; an empty one (or null) clears its field; fields not given stay as they are. */
export function tidySponsorProfile(input: SponsorProfileInput): Partial<Record<SponsorProfileField, string | null>> {
  const tidy: Partial<Record<SponsorProfileField, string | null>> = {};
  for (const field of Object.keys(MAX) as SponsorProfileField[]) {
    const value = input[field];
    if (value === undefined) continue;
    tidy[field] = value === null || value.trim() === '' ? null : value.trim();
  }
  return tidy;
}
