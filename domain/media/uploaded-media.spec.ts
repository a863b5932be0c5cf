import { isUploadedMediaKey, isUploadedPdfKey, uploadedMediaKey } from './uploaded-media';
import { isMediaKey } from './media-key';

const DIGEST = '0123456789abcdef'.repeat(4);

describe('uploaded media are named by their SHA-256', () => {
  it('takes the first 32 hexadecimal digits and the extension, a key the store accepts', () => {
    const key = uploadedMediaKey(DIGEST, 'png');
    expect(key).toBe('0123456789abcdef0123456789abcdef.png');
    expect([isMediaKey(key), isUploadedMediaKey(key), isUploadedPdfKey(key), isUploadedPdfKey(uploadedMediaKey(DIGEST, 'pdf'))]).toEqual([true, true, false, true]);
  });

  it('refuses what is not a digest', () => {
    expect(() => uploadedMediaKey('abc', 'pdf')).toThrow('64 lower-case hexadecimal digits');
  });
});
