import Alert from '@mui/material/Alert';
import type { DocumentSection } from '../../api/content-api';
import { contentTexts } from '../../i18n/content';
import { PagedLesson, type PagedLessonLabels } from './PagedLesson';
import { Paragraphs } from './Paragraphs';

const text = contentTexts.document;

const LABELS: PagedLessonLabels = {
  positionOf: text.sectionOf,
  previous: text.previous,
  next: text.next,
  finish: text.finish,
  nav: text.sectionsLabel,
  done: text.read,
};

/** A document, section by section: headings and paragraphs; each section read counts towards progress. */
export function DocumentReader({
  sections,
  initialRead,
  startIndex,
  onRead,
}: {
  sections: DocumentSection[];
  initialRead: number;
  startIndex: number;
  onRead(readCount: number, nextIndex: number): void;
}) {
  if (sections.length === 0) return <Alert severity="info">{text.empty}</Alert>;
  return (
    <PagedLesson
      parts={sections.map((section) => ({ title: section.heading, body: <Paragraphs body={section.body} /> }))}
      labels={LABELS}
      initialDone={initialRead}
      startIndex={startIndex}
      onDone={onRead}
      testId="document"
    />
  );
}
