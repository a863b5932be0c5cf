import { isMediaKey, isMp4Key, mediaTypeOf } from './media-key';

describe('media keys are plain names, never a path', () => {
  it.each(['fractions-intro.mp4', 'a.mp4', '7.webm', 'cover-2026.jpg', 'diagram.png', 'worksheet.pdf', `${'a'.repeat(63)}.mp4`])('%s is a key', (key) => {
    expect(isMediaKey(key)).toBe(true);
  });

  it.each([
    ['a parent folder', '../secret.mp4'],
    ['a folder', 'videos/intro.mp4'],
    ['a backslash', 'videos\\intro.mp4'],
    ['an absolute path', '/etc/passwd'],
    ['two dots', 'intro..mp4'],
    ['two extensions', 'intro.mp4.exe'],
    ['an unknown extension', 'intro.mov'],
    ['capitals', 'Intro.mp4'],
    ['a capital extension', 'intro.MP4'],
    ['a leading dash', '-intro.mp4'],
    ['a leading dot', '.mp4'],
    ['no name', ''],
    ['a NUL', 'intro\u0000.mp4'],
    ['a space', 'my intro.mp4'],
    ['an encoded slash', 'a%2Fb.mp4'],
    ['64 characters before the extension', `${'a'.repeat(64)}.mp4`],
    ['a trailing new line', 'intro.mp4\n'],
    ['not text', 42],
  ])('%s is not: %j', (_, key) => {
    expect(isMediaKey(key)).toBe(false);
  });

  it.each([
    ['intro.mp4', 'video/mp4', true],
    ['intro.webm', 'video/webm', false],
    ['cover.jpg', 'image/jpeg', false],
    ['diagram.png', 'image/png', false],
    ['sheet.pdf', 'application/pdf', false],
  ])('%s is stored as %s; a preview can be cut from it: %s', (key, type, mp4) => {
    expect([mediaTypeOf(key), isMp4Key(key)]).toEqual([type, mp4]);
  });
});
