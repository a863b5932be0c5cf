import type { ContentData } from '../../domain/content/content-data';
import type { ContentType } from '../../domain/content/content-taxonomy';
import type { MarkdownRenderer } from './markdown-renderer.port';

/** A document's shown sections, each with its Markdown body also as sanitised HTML; other content as it is. */
export function withSectionHtml(renderer: MarkdownRenderer, type: ContentType, shown: ContentData): ContentData {
  if (type !== 'document' || !Array.isArray(shown.sections)) return shown;
  const sections = shown.sections.map((section: Record<string, unknown>) =>
    typeof section.body === 'string' ? { ...section, html: renderer.safeHtml(section.body) } : section,
  );
  return { ...shown, sections };
}
