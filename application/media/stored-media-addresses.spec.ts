import { MediaAddresses } from './media-addresses';
import { withStoredMediaAddresses } from './stored-media-addresses';

const addresses = new MediaAddresses({ sign: () => 'f'.repeat(64), signed: () => true }, { now: () => new Date('2026-11-18T10:00:00Z') });
const EXPIRES = Date.parse('2026-11-18T10:05:00Z') / 1000;
const SIGNED = `expires=${EXPIRES}`;
const shown = { durationSeconds: 300, chapters: [] };

describe("a stored video's address for its reader", () => {
  it.each([
    ['a preview: the 120-second cut', true, `/api/media/film.mp4?viewer=8&${SIGNED}&cut=120&signature=${'f'.repeat(64)}`],
    ['the teacher or an enrolled student: the whole film', false, `/api/media/film.mp4?viewer=8&${SIGNED}&cut=0&signature=${'f'.repeat(64)}`],
  ])('%s', (_, preview, videoUrl) => {
    expect(withStoredMediaAddresses(addresses, { type: 'video', contentData: { mediaKey: 'film.mp4' }, paid: true }, shown, { userId: 8, preview })).toEqual({ ...shown, videoUrl });
  });

  it.each([
    ['an outside video', 'video', { videoUrl: 'https://media.example.org/v.mp4' }],
    ['a key that is not a stored MP4', 'video', { mediaKey: '../jwt-secret' }],
    ['another type of content', 'document', { mediaKey: 'film.mp4' }],
  ] as const)('leaves %s as it is shown', (_, type, contentData) => {
    expect(withStoredMediaAddresses(addresses, { type, contentData, paid: false }, shown, { userId: 8, preview: true })).toBe(shown);
  });
});

describe("a document's handout for its reader", () => {
  const document = { sections: [{ heading: 'Cells', body: 'Small.' }] };
  const contentData = { ...document, handout: { mediaKey: 'sheet.pdf', title: 'Cells on a page' } };
  const handout = { title: 'Cells on a page', url: `/api/media/sheet.pdf?viewer=8&${SIGNED}&cut=0&signature=${'f'.repeat(64)}` };

  it.each([
    ['a reader of paid content', true, false, { ...document, handout }],
    ['a reader of free content', false, false, { ...document, handout }],
    ['the preview of free content', false, true, { ...document, handout }],
    ['the preview of paid content: none', true, true, document],
  ])('%s', (_, paid, preview, expected) => {
    expect(withStoredMediaAddresses(addresses, { type: 'document', contentData, paid }, document, { userId: 8, preview })).toEqual(expected);
  });

  it('gives none for a handout that is not a stored PDF', () => {
    const data = { ...document, handout: { mediaKey: 'sheet.png', title: 'A picture' } };
    expect(withStoredMediaAddresses(addresses, { type: 'document', contentData: data, paid: false }, document, { userId: 8, preview: false })).toBe(document);
  });
});
