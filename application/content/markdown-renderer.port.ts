/** Turns a document section's Markdown into HTML that is safe to put into a page as it is. */
export interface MarkdownRenderer {
  /** HTML with nothing that runs, loads or styles: no scripts, frames, forms, inline styles or event handlers; links only to http(s) and mail. */
  safeHtml(markdown: string): string;
}
