import { SPONSOR_PROFILE_MESSAGES as M, sponsorProfileProblems, tidySponsorProfile } from './sponsor-profile';

describe('sponsor profile', () => {
  it('accepts bounded texts, an http(s) website and empty texts', () => {
    expect(sponsorProfileProblems({ companyName: 'A'.repeat(100), contactPerson: 'Sam', website: 'https://example.org/about', description: 'D'.repeat(2000) })).toEqual({});
    expect(sponsorProfileProblems({ website: '' })).toEqual({});
    expect(sponsorProfileProblems({ website: 'http://x.example' })).toEqual({});
    expect(sponsorProfileProblems({ companyName: null })).toEqual({});
  });

  it.each([
    [{ companyName: 'A'.repeat(101) }, { companyName: M.companyName }],
    [{ contactPerson: 'A'.repeat(101) }, { contactPerson: M.contactPerson }],
    [{ website: 'ftp://example.org' }, { website: M.website }],
    [{ website: 'example.org' }, { website: M.website }],
    [{ website: `https://example.org/${'a'.repeat(290)}` }, { website: M.website }],
    [{ description: 'D'.repeat(2001) }, { description: M.description }],
  ])('refuses %j', (input, problems) => {
    expect(sponsorProfileProblems(input)).toEqual(problems);
  });

  it('trims texts, clears empty ones and leaves fields not given', () => {
    expect(tidySponsorProfile({ companyName: '  Acme  ', website: '  ', description: null })).toEqual({ companyName: 'Acme', website: null, description: null });
  });
});
