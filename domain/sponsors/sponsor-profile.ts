import { fieldProblems, type FieldProblem, type FieldProblems } from '../shared/field-problem';

/** The sponsor profile's bounds (spec §3 "Sponsor profile"). */
export const SPONSOR_PROFILE_LIMITS = { companyNameMax: 100, contactPersonMax: 100, websiteMax: 300, descriptionMax: 2000 } as const;

const L = SPONSOR_PROFILE_LIMITS;

/** The profile's fields a sponsor writes. */
export const SPONSOR_PROFILE_FIELDS = ['companyName', 'contactPerson', 'website', 'description'] as const;

export type SponsorProfileField = (typeof SPONSOR_PROFILE_FIELDS)[number];

export type SponsorProfileInput = Partial<Record<SponsorProfileField, string | null>>;

/** An http(s) address, or nothing (an empty text clears the website). */
export const HTTP_ADDRESS_OR_NOTHING = /^(|\s*https?:\/\/[^\s/$.?#][^\s]*\s*)$/i;

const MAX: Record<SponsorProfileField, number> = {
  companyName: L.companyNameMax,
  contactPerson: L.contactPersonMax,
  website: L.websiteMax,
  description: L.descriptionMax,
};

function fieldProblem(field: SponsorProfileField, value: unknown): FieldProblem | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return { code: 'wrongType', expected: 'text' };
  if (value.trim().length > MAX[field]) return { code: 'tooLong', max: MAX[field] };
  return field === 'website' && !HTTP_ADDRESS_OR_NOTHING.test(value) ? { code: 'badFormat' } : null;
}

/** The first problem of each field given, keyed by field; empty when the changes can be saved. */
export function sponsorProfileProblems(input: SponsorProfileInput): FieldProblems {
  return fieldProblems(SPONSOR_PROFILE_FIELDS.map((field) => [field, fieldProblem(field, input[field])]));
}

/** Texts kept trimmed; an empty one (or null) clears its field; fields not given stay as they are. */
export function tidySponsorProfile(input: SponsorProfileInput): Partial<Record<SponsorProfileField, string | null>> {
  const tidy: Partial<Record<SponsorProfileField, string | null>> = {};
  for (const field of SPONSOR_PROFILE_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    tidy[field] = value === null || value.trim() === '' ? null : value.trim();
  }
  return tidy;
}
