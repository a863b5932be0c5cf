import {
  AVATAR_MAX_LENGTH,
  AVATAR_PICTURES,
  avatarPicturePath,
  isAllowedAvatar,
  isAvatarEmoji,
  isAvatarInput,
  isAvatarPicture,
  storedAvatar,
} from './avatar';

describe('avatar: one emoji or one of the app\'s pictures', () => {
  it.each([
    ['🦊', 'a single emoji'],
    ['🦉', 'another single emoji'],
    ['👍🏽', 'an emoji with a skin tone'],
    ['❤️', 'a text symbol shown as emoji (with its variation selector)'],
    ['1️⃣', 'a keycap'],
    ['🇫🇷', 'a flag'],
    ['🏴󠁧󠁢󠁳󠁣󠁴󠁿', 'a subdivision flag'],
    ['👩‍🚀', 'a joined sequence'],
    ['👨‍👩‍👧‍👦', 'a family of four (7 code points)'],
    ['👩🏻‍❤️‍💋‍👨🏼', 'a kiss with two skin tones (10 code points)'],
    ['/avatars/fox.svg', 'a picture of the gallery'],
    ['/avatars/ghost.svg', 'the last picture of the gallery'],
    [`/api/media/pictures/${'0a'.repeat(16)}.jpg`, 'a picture uploaded to the app'],
  ])('allows %s (%s)', (value) => {
    expect(isAllowedAvatar(value)).toBe(true);
  });

  it.each([
    ['https://tracker.example/me.png', 'a picture on another host'],
    ['http://example.org/a.svg', 'a picture over plain HTTP'],
    ['//tracker.example/me.png', 'an address without scheme'],
    ['data:image/png;base64,iVBORw0KGgo=', 'a data address'],
    ['data:image/svg+xml,<svg onload="alert(1)"/>', 'an SVG data address'],
    ['javascript:alert(1)', 'a script address'],
    ['/avatars/1.png', 'a picture the gallery does not have'],
    ['/avatars/fox.png', 'a gallery name with another type'],
    ['/avatars/FOX.svg', 'a gallery name in other letters'],
    ['/avatars/../api/users/me', 'a path leaving the gallery'],
    ['/avatars/fox.svg?u=42', 'a gallery picture with a query'],
    [`/api/media/pictures/${'0a'.repeat(16)}.pdf`, 'an uploaded file that is no picture'],
    ['/api/media/pictures/demo-cover-0123456789abcdef.png', "a demo content's cover"],
    [`https://questlearn.example/api/media/pictures/${'0a'.repeat(16)}.jpg`, 'an uploaded picture with a host'],
    ['https://questlearn.example/avatars/fox.svg', 'a gallery picture with a host'],
    [' /avatars/fox.svg', 'spaces around (callers trim first)'],
    ['🦊🦊', 'two emoji'],
    ['🦊 fox', 'an emoji with text'],
    ['fox', 'text'],
    ['A', 'a letter'],
    ['7', 'a digit (an emoji character only as a keycap)'],
    ['❤', 'a text symbol without its emoji form'],
    ['🇫', 'half a flag'],
    ['\u200D', 'a lone joiner'],
    ['', 'nothing'],
    ['🦊'.repeat(50), 'a long string of emoji'],
    ['x'.repeat(AVATAR_MAX_LENGTH + 1), 'a long string'],
    ['\u0000', 'a NUL character'],
  ])('refuses %j (%s)', (value) => {
    expect(isAllowedAvatar(value)).toBe(false);
  });

  it('the gallery has 24 distinct pictures, each a plain lower-case name whose path fits the length limit', () => {
    expect(AVATAR_PICTURES).toHaveLength(24);
    expect(new Set(AVATAR_PICTURES).size).toBe(24);
    for (const name of AVATAR_PICTURES) {
      expect(name).toMatch(/^[a-z]+$/);
      expect(avatarPicturePath(name)).toBe(`/avatars/${name}.svg`);
      expect(avatarPicturePath(name).length).toBeLessThanOrEqual(AVATAR_MAX_LENGTH);
      expect(isAvatarPicture(avatarPicturePath(name))).toBe(true);
      expect(isAvatarEmoji(avatarPicturePath(name))).toBe(false);
    }
  });

  it.each([
    ['🦊', true, '🦊'],
    [' 🦊 ', true, '🦊'],
    ['/avatars/owl.svg\n', true, '/avatars/owl.svg'],
    ['', true, null],
    ['   ', true, null],
    ['https://example.org/a.png', false, undefined],
    ['fox', false, undefined],
  ])('input %j: accepted %s, stored as %j', (text, accepted, stored) => {
    expect(isAvatarInput(text)).toBe(accepted);
    if (accepted) expect(storedAvatar(text)).toBe(stored);
  });
});
