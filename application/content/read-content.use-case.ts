import { isPaidContent } from '../../domain/content/access-type';
import { canOpenContent, contentAccess, type ContentAccess } from '../../domain/content/content-access';
import { learnerContentData, previewContentData, type ContentData } from '../../domain/content/content-data';
import { previewDescription } from '../../domain/content/preview';
import { ratePercent } from '../../domain/content/rating';
import { viewDay } from '../../domain/content/view-days';
import { resolveTimeZone } from '../../domain/shared/calendar';
import type { MediaAddresses } from '../media/media-addresses';
import { withStoredMediaAddresses } from '../media/stored-media-addresses';
import type { Clock } from '../ports/clock.port';
import type { ContentCard } from './content-card';
import type { ContentCatalogue, ReaderEnrollment } from './content-catalogue.port';
import { ContentNotFoundError } from './content.errors';
import type { MarkdownRenderer } from './markdown-renderer.port';
import { withSectionHtml } from './section-html';
import type { Viewer } from './viewer';

export interface ContentDetail extends ContentCard {
  teacher: NonNullable<ContentCard['teacher']>;
  contentData: ContentData;
  access: ContentAccess;
  enrollment: ReaderEnrollment | null;
  myRating: number | null;
}

/**
 * One content: whole (without answers) for its teacher and enrolled students, the preview for
 * everyone else. Private and withdrawn content is not found by those who may not open it. A read by
 * anyone but the teacher counts a view, once per reader per day (the reader's own day). A stored
 * video comes with a signed address for this reader: the whole film, or the preview's 120-second cut;
 * a document's handout with one of its PDF (never in the preview of paid content). A document's
 * sections carry their Markdown also as sanitised HTML.
 */
export class ReadContentUseCase {
  constructor(
    private readonly catalogue: ContentCatalogue,
    private readonly clock: Clock,
    private readonly mediaAddresses: MediaAddresses,
    private readonly markdown: MarkdownRenderer,
  ) {}

  async execute(command: { reader: Viewer; contentId: number }): Promise<ContentDetail> {
    const reading = await this.catalogue.read(command.contentId, command.reader.userId);
    if (!reading) throw new ContentNotFoundError();
    const standing = { isOwner: reading.card.teacher.id === command.reader.userId, enrolled: reading.enrollment !== null };
    if (!canOpenContent(reading, standing)) throw new ContentNotFoundError();

    const access = contentAccess(standing);
    const day = viewDay(this.clock.now(), resolveTimeZone(reading.readerTimeZone));
    const views = standing.isOwner ? reading.card.views : await this.catalogue.countView(reading.card.id, command.reader.userId, day);
    const card = withViews(reading.card, views);
    const shown = access.preview
      ? previewContentData(card.type, reading.contentData, { paid: isPaidContent(card) })
      : learnerContentData(card.type, reading.contentData);
    const withHtml = withSectionHtml(this.markdown, card.type, shown);
    return {
      ...card,
      description: access.preview ? previewDescription(card.description) : card.description,
      contentData: withStoredMediaAddresses(this.mediaAddresses, { type: card.type, contentData: reading.contentData, paid: isPaidContent(card) }, withHtml, {
        userId: command.reader.userId,
        preview: access.preview,
      }),
      access,
      enrollment: reading.enrollment,
      myRating: reading.myRating,
    };
  }
}

function withViews<T extends ContentCard>(card: T, views: number): T {
  const engagement = { ...card.analytics.engagement, enrollmentRate: ratePercent(card.enrollments, views) };
  return { ...card, views, analytics: { ...card.analytics, engagement } };
}
