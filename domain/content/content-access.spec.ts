import { canOpenContent, contentAccess, isEnrollable } from './content-access';

describe('who may open a content (contract: private and withdrawn content)', () => {
  it.each([
    ['public', false, false, false, true],
    ['premium', false, false, false, true],
    ['private', false, false, false, false],
    ['private', false, false, true, false], // private stays private even to enrolled students
    ['private', false, true, false, true], // its teacher
    ['public', true, false, false, false], // withdrawn: gone from the catalogue
    ['public', true, false, true, true], // enrolled students keep access
    ['premium', true, true, false, true],
  ] as const)('%s content, withdrawn %p, owner %p, enrolled %p: opens %p', (visibility, withdrawn, isOwner, enrolled, opens) => {
    expect(canOpenContent({ visibility, withdrawn, draft: false }, { isOwner, enrolled })).toBe(opens);
  });

  it.each([
    ['public', false, true],
    ['premium', false, true],
    ['private', false, false],
    ['public', true, false],
  ] as const)('%s content withdrawn %p takes enrollments: %p', (visibility, withdrawn, enrollable) => {
    expect(isEnrollable({ visibility, withdrawn, draft: false })).toBe(enrollable);
  });

  it.each([
    ['public', false, false, false],
    ['premium', false, false, false],
    ['public', false, true, false], // an enrolled student would not open it either (no draft has students)
    ['public', true, false, true], // its teacher
    ['private', true, false, true],
  ] as const)('a %s draft, owner %p, enrolled %p: opens %p', (visibility, isOwner, enrolled, opens) => {
    expect(canOpenContent({ visibility, withdrawn: false, draft: true }, { isOwner, enrolled })).toBe(opens);
  });

  it.each(['public', 'premium', 'private'] as const)('a %s draft takes no enrollment', (visibility) => {
    expect(isEnrollable({ visibility, withdrawn: false, draft: true })).toBe(false);
  });
});

describe('full content or the preview (PRODUCT.md)', () => {
  it.each([
    [true, false, { hasAccess: true, preview: false, previewSeconds: null }],
    [false, true, { hasAccess: true, preview: false, previewSeconds: null }],
    [false, false, { hasAccess: false, preview: true, previewSeconds: 120 }],
  ])('owner %p, enrolled %p', (isOwner, enrolled, access) => {
    expect(contentAccess({ isOwner, enrolled })).toEqual({ isOwner, enrolled, ...access });
  });
});
