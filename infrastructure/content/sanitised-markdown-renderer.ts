import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import type { MarkdownRenderer } from '../../application/content/markdown-renderer.port';

/** What a lesson's Markdown may become: text structure, links, code and tables; nothing that runs or loads. */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'em', 'strong', 'del', 's',
    'ul', 'ol', 'li', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'sup', 'sub', 'kbd',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], ol: ['start'], th: ['align'], td: ['align'], code: ['class'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  // Every link opens apart, and the page it opens cannot reach back into the lesson.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

/** Markdown through marked (GitHub's flavour), then sanitize-html with the list above. */
export class SanitisedMarkdownRenderer implements MarkdownRenderer {
  private readonly marked = new Marked({ gfm: true, async: false });

  safeHtml(markdown: string): string {
    const html = this.marked.parse(markdown, { async: false });
    return sanitizeHtml(html, ALLOWED);
  }
}
