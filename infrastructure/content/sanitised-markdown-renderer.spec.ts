import { SanitisedMarkdownRenderer } from './sanitised-markdown-renderer';

describe('a lesson section rendered from Markdown on the server', () => {
  const renderer = new SanitisedMarkdownRenderer();

  it('keeps the text structure a lesson needs', () => {
    const html = renderer.safeHtml('# Fractions\n\nA **half** is *one of two*.\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n`x < 5`');
    expect(html).toContain('<h1>Fractions</h1>');
    expect(html).toContain('<strong>half</strong>');
    expect(html).toContain('<em>one of two</em>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<td>1</td>');
    expect(html).toContain('<code>x &lt; 5</code>');
  });

  it('turns raw HTML that could run or load into plain text', () => {
    const html = renderer.safeHtml('Hello <script>alert(1)</script> <img src="x" onerror="alert(2)"> <iframe src="https://evil.test"></iframe>');
    expect(html).not.toMatch(/<script|<img|<iframe|onerror=/i);
    expect(html).toContain('&lt;script&gt;');
  });

  it.each([
    ['[click](javascript:alert(1))'],
    ['[click](data:text/html;base64,PHNjcmlwdD4=)'],
    ['[click](vbscript:msgbox)'],
  ])('drops a link to %s', (markdown) => {
    expect(renderer.safeHtml(markdown)).not.toMatch(/href="(javascript|data|vbscript):/i);
  });

  it('opens outside links in a new tab that cannot reach back', () => {
    expect(renderer.safeHtml('[MDN](https://developer.mozilla.org)')).toBe(
      '<p><a href="https://developer.mozilla.org" rel="noopener noreferrer" target="_blank">MDN</a></p>\n',
    );
  });

  it('drops styles and event handlers from allowed tags', () => {
    expect(renderer.safeHtml('<p style="color:red" onclick="x()">hi</p>')).toBe('<p>hi</p>');
  });
});
