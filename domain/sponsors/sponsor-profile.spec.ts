import { sponsorProfileProblems, tidySponsorProfile } from './sponsor-profile';

describe('sponsor profile', () => {
  it('accepts bounded texts, an http(s) website and empty texts', () => {
    expect(sponsorProfileProblems({ companyName: 'A'.repeat(100), contactPerson: 'Sam', website: 'https://example.org/about', description: 'D'.repeat(2000) })).toEqual({});
    expect(sponsorProfileProblems({ website: '' })).toEqual({});
    expect(sponsorProfileProblems({ website: 'http://x.example' })).toEqual({});
    expect(sponsorProfileProblems({ companyName: null })).toEqual({});
  });

  it.each([
    [{ companyName: 'A'.repeat(101) }, { companyName: { code: 'tooLong', max: 100 } }],
    [{ contactPerson: 'A'.repeat(101) }, { contactPerson: { code: 'tooLong', max: 100 } }],
    [{ website: 'ftp://example.org' }, { website: { code: 'badFormat' } }],
    [{ website: 'example.org' }, { website: { code: 'badFormat' } }],
    [{ website: `https://example.org/${'a'.repeat(290)}` }, { website: { code: 'tooLong', max: 300 } }],
    [{ description: 'D'.repeat(2001) }, { description: { code: 'tooLong', max: 2000 } }],
    [{ companyName: 42 as unknown as string }, { companyName: { code: 'wrongType', expected: 'text' } }],
  ])('refuses %j', (input, problems) => {
    expect(sponsorProfileProblems(input)).toEqual(problems);
  });

  it('trims texts, clears empty ones and leaves fields not given', () => {
    expect(tidySponsorProfile({ companyName: '  Acme  ', website: '  ', description: null })).toEqual({ companyName: 'Acme', website: null, description: null });
  });
});
