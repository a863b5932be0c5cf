/** Injection keys of the content feature's own ports. */
export const CONTENT_PORTS = {
  catalogue: Symbol('ContentCatalogue'),
  markdown: Symbol('MarkdownRenderer'),
} as const;
