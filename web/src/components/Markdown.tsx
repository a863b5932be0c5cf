import { useMemo } from 'react';
import Box from '@mui/material/Box';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { Marked } from 'marked';

/**
 * What a lesson's Markdown may become: text structure, links, code and tables; nothing that runs,
 * styles or loads (the same list the server's renderer keeps, infrastructure/content).
 */
const ALLOWED_TAGS = [
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'em', 'strong', 'del', 's',
  'ul', 'ol', 'li', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'sup', 'sub', 'kbd',
];
const ALLOWED_ATTR = ['href', 'title', 'start', 'align', 'class'];
/** Links go to http(s) or mail addresses only (no javascript:, data: or relative addresses). */
const LINK = /^(?:https?:|mailto:)/i;

const marked = new Marked({ gfm: true, breaks: false, async: false });

let purifier: DOMPurify | null = null;

/** One sanitiser of our own (its hooks do not reach other users of DOMPurify). */
function sanitiser(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (!LINK.test(href.trim())) node.removeAttribute('href');
    // Every link opens apart, and the page it opens cannot reach back into the lesson.
    node.setAttribute('rel', 'noopener noreferrer');
    node.setAttribute('target', '_blank');
  });
  purifier = instance;
  return instance;
}

/** Markdown as safe HTML: marked (GitHub's flavour), then DOMPurify with the lists above. */
export function markdownHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return sanitiser().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ADD_ATTR: ['target', 'rel'], ALLOWED_URI_REGEXP: LINK, KEEP_CONTENT: true });
}

const PROSE = {
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
  '& > :first-of-type': { mt: 0 },
  '& p': { mt: 0, mb: 1.5 },
  '& h1, & h2, & h3, & h4, & h5, & h6': { fontWeight: 700, lineHeight: 1.3, mt: 2, mb: 1 },
  '& h1': { fontSize: '1.5rem' },
  '& h2': { fontSize: '1.3rem' },
  '& h3': { fontSize: '1.15rem' },
  '& h4, & h5, & h6': { fontSize: '1rem' },
  '& ul, & ol': { pl: 3, mt: 0, mb: 1.5 },
  '& li': { mb: 0.5 },
  '& a': { color: 'primary.main' },
  '& blockquote': { m: 0, mb: 1.5, pl: 2, borderLeft: '4px solid', borderColor: 'divider', color: 'text.secondary' },
  '& code': { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '0.9em', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
  '& pre': { p: 1.5, overflowX: 'auto', bgcolor: 'action.hover', borderRadius: 1, mb: 1.5 },
  '& pre code': { bgcolor: 'transparent', p: 0 },
  '& table': { borderCollapse: 'collapse', mb: 1.5, display: 'block', overflowX: 'auto' },
  '& th, & td': { border: '1px solid', borderColor: 'divider', px: 1, py: 0.5 },
  '& hr': { border: 0, borderTop: '1px solid', borderColor: 'divider', my: 2 },
} as const;

/**
 * A lesson's Markdown text, rendered and sanitised: the same for the teacher's preview as for the
 * student's reader.
 */
export function Markdown({ text, testId }: { text: string | null | undefined; testId?: string }) {
  const html = useMemo(() => markdownHtml(text ?? ''), [text]);
  return <Box className="markdown" sx={PROSE} data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
