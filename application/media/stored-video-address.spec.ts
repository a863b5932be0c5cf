import { MediaAddresses } from './media-addresses';
import { withStoredVideoAddress } from './stored-video-address';

const addresses = new MediaAddresses({ sign: () => 'f'.repeat(64), signed: () => true }, { now: () => new Date('2026-11-18T10:00:00Z') });
const EXPIRES = Date.parse('2026-11-18T10:05:00Z') / 1000;
const shown = { durationSeconds: 300, chapters: [] };

describe("a stored video's address for its reader", () => {
  it.each([
    ['a preview: the 120-second cut', true, `/api/media/film.mp4?viewer=8&expires=${EXPIRES}&cut=120&signature=${'f'.repeat(64)}`],
    ['the teacher or an enrolled student: the whole film', false, `/api/media/film.mp4?viewer=8&expires=${EXPIRES}&cut=0&signature=${'f'.repeat(64)}`],
  ])('%s', (_, preview, videoUrl) => {
    expect(withStoredVideoAddress(addresses, { type: 'video', contentData: { mediaKey: 'film.mp4' } }, shown, { userId: 8, preview })).toEqual({ ...shown, videoUrl });
  });

  it.each([
    ['an outside video', 'video', { videoUrl: 'https://media.example.org/v.mp4' }],
    ['a key that is not a stored MP4', 'video', { mediaKey: '../jwt-secret' }],
    ['another type of content', 'document', { mediaKey: 'film.mp4' }],
  ] as const)('leaves %s as it is shown', (_, type, contentData) => {
    expect(withStoredVideoAddress(addresses, { type, contentData }, shown, { userId: 8, preview: true })).toBe(shown);
  });
});
