import { deflateSync } from 'node:zlib';
import type { MediaStore } from '../../../application/media/media-store.port';
import { demoCover, demoCoverKey, type CoverPlan } from '../../../domain/media/cover/demo-cover';
import { pngFile } from '../../../domain/media/film/png-image';
import { MEDIA_TYPES } from '../../../domain/media/media-key';
import { textPdf, type TextPdfInput } from '../../../domain/media/pdf/text-pdf';
import { publicPictureAddress } from '../../../domain/media/public-picture';
import { planDigest } from '../../../domain/media/plan-digest';
import type { DemoContentItem } from './demo-content-kit';

/**
 * The demo content's pictures and handouts, made by the product itself like its films: a cover for
 * every content without a thumbnail (its category's colours and its type's symbol), and a printable
 * PDF of a few documents, handed out with them. Each is named by a digest of what it is made from,
 * so a file the store holds already is the right one and is left alone.
 */

/** The documents that hand out a PDF of their sections. */
export const DEMO_HANDOUT_TITLES = ['Geometry Essentials: Angles and Triangles', 'The Periodic Table Explained', 'Grammar Essentials'] as const;

/** Bumped whenever the handouts' text or layout changes. */
const HANDOUT_MAKER_VERSION = 1;

export const demoCoverPlan = (item: Pick<DemoContentItem, 'type' | 'category' | 'title'>): CoverPlan => ({ symbol: item.type, category: item.category, seed: item.title });

/** The handout of a document: its title, then each section's heading and text. */
export function demoHandoutText(title: string, sections: ReadonlyArray<{ heading: string; body: string }>): TextPdfInput {
  return { title, paragraphs: sections.flatMap((section) => [section.heading.toUpperCase(), section.body, '']) };
}

export const demoHandoutKey = (handout: TextPdfInput) => `demo-handout-${planDigest([HANDOUT_MAKER_VERSION, handout])}.pdf`;

/** The items as seeded: a cover where there is no thumbnail, and the chosen documents' handouts. */
export function withDemoMedia(items: readonly DemoContentItem[]): DemoContentItem[] {
  return items.map((item) => {
    const thumbnailUrl = item.thumbnailUrl ?? publicPictureAddress(demoCoverKey(demoCoverPlan(item)));
    if (item.type !== 'document' || !(DEMO_HANDOUT_TITLES as readonly string[]).includes(item.title)) return { ...item, thumbnailUrl };
    const handout = demoHandoutText(item.title, item.contentData.sections);
    return { ...item, thumbnailUrl, contentData: { ...item.contentData, handout: { mediaKey: demoHandoutKey(handout), title: `${item.title} (handout)` } } };
  });
}

/** Every cover the items show, once each, by its key. */
export function demoCoverPlans(items: readonly DemoContentItem[]): Map<string, CoverPlan> {
  const plans = new Map<string, CoverPlan>();
  for (const item of items) {
    const plan = demoCoverPlan(item);
    if (item.thumbnailUrl === publicPictureAddress(demoCoverKey(plan))) plans.set(demoCoverKey(plan), plan);
  }
  return plans;
}

/** Every handout the items name, by its key. */
export function demoHandouts(items: readonly DemoContentItem[]): Map<string, TextPdfInput> {
  const handouts = new Map<string, TextPdfInput>();
  for (const item of items) {
    if (item.type !== 'document' || !item.contentData.handout) continue;
    handouts.set(item.contentData.handout.mediaKey, demoHandoutText(item.title, item.contentData.sections));
  }
  return handouts;
}

/** Draws and stores the covers and handouts the store lacks; answers how many files it made. */
export async function storeMissingDemoMedia(store: MediaStore, items: readonly DemoContentItem[]): Promise<number> {
  let made = 0;
  for (const [key, plan] of demoCoverPlans(items)) {
    if (await store.stat(key)) continue;
    await store.put(key, pngFile(demoCover(plan), (raw) => deflateSync(raw)), MEDIA_TYPES.png);
    made++;
  }
  for (const [key, handout] of demoHandouts(items)) {
    if (await store.stat(key)) continue;
    await store.put(key, textPdf(handout), MEDIA_TYPES.pdf);
    made++;
  }
  return made;
}
