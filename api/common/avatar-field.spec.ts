import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AVATAR_PICTURES } from '../../domain/accounts/avatar';

const GALLERY = join(__dirname, '..', '..', 'web', 'public', 'avatars');

describe("the app's avatar pictures", () => {
  it('the web serves exactly the gallery the rule allows', () => {
    const files = readdirSync(GALLERY).sort();
    expect(files).toEqual(AVATAR_PICTURES.map((name) => `${name}.svg`).sort());
  });

  it.each(AVATAR_PICTURES)('%s.svg is a small SVG that loads nothing and runs nothing', (name) => {
    const svg = readFileSync(join(GALLERY, `${name}.svg`), 'utf8');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128"')).toBe(true);
    expect(svg.length).toBeLessThan(8_000);
    expect(svg).not.toMatch(/<script|<foreignObject|<image|\son\w+=|href=|javascript:/i);
    expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|url\((?!#)/);
  });
});
