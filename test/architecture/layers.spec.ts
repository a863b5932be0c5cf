import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(__dirname, '../..');
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]|\brequire\(\s*['"]([^'"]+)['"]\s*\)|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(folder: string): string[] {
  const dir = join(root, folder);
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

export function importsOf(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? match[3] ?? match[4]);
}

function topFolderOf(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return relative(root, resolve(dirname(file), specifier)).split(/[\\/]/)[0];
}

const isSpec = (file: string) => file.endsWith('.spec.ts');
/** Specs may use the property-testing library; nothing else outside the allowed folders. */
const onlyTestTools = (specifier: string, file: string) => isSpec(file) && specifier === 'fast-check';

function violations(folder: string, allowedFolders: string[]) {
  const found: string[] = [];
  for (const file of sourceFiles(folder)) {
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      const target = topFolderOf(file, specifier);
      const allowed = target === null ? onlyTestTools(specifier, file) : allowedFolders.includes(target);
      if (!allowed) found.push(`${relative(root, file)} imports '${specifier}'`);
    }
  }
  return found;
}

describe('layer boundaries', () => {
  it('the import reader sees every import form', () => {
    const source = [
      "import { a } from '@nestjs/common';",
      "import type { B } from '../x';",
      "import 'reflect-metadata';",
      "export * from './y';",
      "const c = require('typeorm');",
      "const d = await import('node:fs');",
    ].join('\n');
    expect(importsOf(source)).toEqual(['@nestjs/common', '../x', 'reflect-metadata', './y', 'typeorm', 'node:fs']);
  });

  it('domain imports nothing outside domain', () => {
    expect(violations('domain', ['domain'])).toEqual([]);
  });

  it('domain never reads the clock or a random source', () => {
    const offenders = sourceFiles('domain')
      .filter((file) => !file.endsWith('.spec.ts'))
      .filter((file) => /Date\.now\(|new Date\(\)|Math\.random\(|performance\.now\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });

  it('application imports only domain and application, no framework', () => {
    expect(violations('application', ['application', 'domain'])).toEqual([]);
  });
});
