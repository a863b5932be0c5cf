import { isDemoCoverKey, isPublicPictureKey, isUploadedPictureAddress, isUploadedPictureKey, publicPictureAddress, publicPictureKeyOf } from './public-picture';

describe('public pictures', () => {
  const uploaded = `${'0123456789abcdef'.repeat(2)}.jpg`;
  const cover = 'demo-cover-0123456789abcdef.png';

  it('serves uploaded pictures and demo covers by their digests, nothing else', () => {
    expect(isUploadedPictureKey(uploaded)).toBe(true);
    expect(isUploadedPictureKey(uploaded.replace('.jpg', '.png'))).toBe(true);
    expect(isDemoCoverKey(cover)).toBe(true);
    for (const key of [uploaded, cover]) expect(isPublicPictureKey(key)).toBe(true);
    for (const key of [uploaded.replace('.jpg', '.mp4'), uploaded.replace('.jpg', '.pdf'), `${'a'.repeat(31)}.jpg`, 'demo-film-0123456789abcdef.png', `../${cover}`, cover.toUpperCase(), 7, null]) {
      expect([key, isPublicPictureKey(key)]).toEqual([key, false]);
    }
  });

  it('reads the key back from the address it writes, and only from it', () => {
    expect(publicPictureAddress(cover)).toBe(`/api/media/pictures/${cover}`);
    expect(publicPictureKeyOf(publicPictureAddress(cover))).toBe(cover);
    expect(publicPictureKeyOf(`https://elsewhere.test/api/media/pictures/${cover}`)).toBeNull();
    expect(publicPictureKeyOf(`/api/media/pictures/${cover}?x=1`)).toBeNull();
    expect(isUploadedPictureAddress(publicPictureAddress(uploaded))).toBe(true);
    expect(isUploadedPictureAddress(publicPictureAddress(cover))).toBe(false);
  });
});
