import { isPictureAddress, isUploadedMediaKey, isUploadedPdfKey, isUploadedPictureKey, PICTURE_ADDRESS_PATTERN, uploadedMediaKey } from './uploaded-media';
import { isMediaKey } from './media-key';

const DIGEST = '0123456789abcdef'.repeat(4);

describe('uploaded media are named by their SHA-256', () => {
  it('takes the first 32 hexadecimal digits and the extension, a key the store accepts', () => {
    const key = uploadedMediaKey(DIGEST, 'png');
    expect(key).toBe('0123456789abcdef0123456789abcdef.png');
    expect([isMediaKey(key), isUploadedMediaKey(key), isUploadedPictureKey(key), isUploadedPdfKey(key)]).toEqual([true, true, true, false]);
  });

  it('refuses what is not a digest', () => {
    expect(() => uploadedMediaKey('abc', 'pdf')).toThrow('64 lower-case hexadecimal digits');
  });

  it.each([
    ['/api/media/pictures/0123456789abcdef0123456789abcdef.jpg', true],
    ['/api/media/pictures/0123456789abcdef0123456789abcdef.png', true],
    ['/api/media/pictures/0123456789abcdef0123456789abcdef.pdf', false],
    ['/api/media/pictures/0123456789abcdef0123456789abcdef.mp4', false],
    ['/api/media/pictures/0123456789ABCDEF0123456789abcdef.png', false],
    ['/api/media/pictures/demo-film-0123456789abcdef.png', false],
    ['/api/media/pictures/../0123456789abcdef0123456789abcdef.png', false],
    ['/api/media/0123456789abcdef0123456789abcdef.png', false],
    ['https://elsewhere.example.org/api/media/pictures/0123456789abcdef0123456789abcdef.png', false],
    [' /api/media/pictures/0123456789abcdef0123456789abcdef.png', false],
  ])('%s is a picture address: %s', (address, expected) => {
    expect(isPictureAddress(address)).toBe(expected);
    expect(new RegExp(`^${PICTURE_ADDRESS_PATTERN}$`).test(address)).toBe(expected);
  });
});
