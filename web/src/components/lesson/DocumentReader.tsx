import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { readingSeconds } from '../../../../domain/content/reading-time';
import type { DocumentSection, ProgressResult } from '../../api/content-api';
import { contentTexts } from '../../i18n/content';
import { PagedLesson, type PagedLessonLabels } from './PagedLesson';
import { Markdown } from '../../components/Markdown';

const text = contentTexts.document;

/** What a read carries of a document's handout. */
export interface DocumentHandout {
  title: string;
  url: string;
}

const LABELS: PagedLessonLabels = {
  positionOf: text.sectionOf,
  previous: text.previous,
  next: text.next,
  finish: text.finish,
  finishing: text.finishing,
  nav: text.sectionsLabel,
  done: text.read,
  countsAfter: text.countsAfter,
  counted: text.counted,
  allDone: text.allDone,
  left: text.left,
  goTo: text.goTo,
};

/**
 * A document, section by section: headings and their Markdown text (components/Markdown, as the
 * teacher's editor previews it). A section counts as read once it was
 * shown for its reading time (the server decides; the ticks are its answer).
 */
export function DocumentReader({
  sections,
  handout,
  done,
  startIndex,
  tracking,
  show,
}: {
  sections: DocumentSection[];
  /** The document's PDF handout, at a signed address of the reader's own. */
  handout?: DocumentHandout | null;
  done: readonly number[];
  startIndex: number;
  tracking: boolean;
  show(index: number): Promise<ProgressResult | null>;
}) {
  if (sections.length === 0) return <Alert severity="info">{text.empty}</Alert>;
  return (
    <>
      {handout?.url && (
        <Button component="a" href={handout.url} target="_blank" rel="noopener noreferrer" variant="outlined" startIcon={<PictureAsPdf aria-hidden />} sx={{ mb: 2, minHeight: 44 }} data-testid="document-handout-link">
          {text.handout(handout.title)}
        </Button>
      )}
      <PagedLesson
      parts={sections.map((section) => ({ title: section.heading, body: <Markdown text={section.body} testId="document-body" />, readingSeconds: readingSeconds(section.heading, section.body) }))}
      labels={LABELS}
      done={done}
      startIndex={startIndex}
      tracking={tracking}
      show={show}
      testId="document"
      />
    </>
  );
}
