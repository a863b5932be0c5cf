import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The import arrows of ARCHITECTURE.md, checked by folder path:
 *
 *   domain          imports nothing (no package, no Node API, no clock, no Math.random)
 *   application     imports domain only (no @nestjs/*, no typeorm)
 *   infrastructure  imports application, domain, typeorm, pg, Nest (Nest only in *.module.ts)
 *   api             imports application, domain and the infrastructure modules
 *   web             imports nothing server-side; may import domain for display-only math
 *   test, scripts   import anything
 *
 * and, inside the web app, a role's screens (student/, teacher/, parent/, sponsor/) never reach into
 * another role's folder: what two roles share lives in web/src/components or web/src/hooks.
 */

const root = resolve(__dirname, '../..');
/**
 * `import … from '…'`, `export … from '…'` (the part before `from` holds names, braces, commas and
 * `*` only, so text in a string that happens to read "… from 'x'" is no import), `import '…'`,
 * `require('…')` and `import('…')`.
 */
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+[\w$*{}\s,]*?from\s+['"]([^'"]+)['"]|(?:^|\n)\s*import\s+['"]([^'"]+)['"]|\brequire\(\s*['"]([^'"]+)['"]\s*\)|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(folder: string): string[] {
  const dir = join(root, folder);
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

export function importsOf(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? match[3] ?? match[4]);
}

interface Import {
  /** The importing file, from the repository's root. */
  file: string;
  specifier: string;
  /** The imported file from the repository's root without its extension, or null for a package. */
  target: string | null;
}

function importsIn(folder: string): Import[] {
  return sourceFiles(folder).flatMap((file) =>
    importsOf(readFileSync(file, 'utf8')).map((specifier) => ({
      file: relative(root, file),
      specifier,
      target: specifier.startsWith('.') ? relative(root, resolve(dirname(file), specifier)).replace(/\.(js|tsx?)$/, '') : null,
    })),
  );
}

const topFolderOf = (target: string) => target.split(/[\\/]/)[0];
const isSpec = (file: string) => /\.spec\.tsx?$/.test(file);
const describeImport = ({ file, specifier }: Import) => `${file} imports '${specifier}'`;

/** Imports of `folder` reaching a top folder outside `allowedFolders`, or a package `allowedPackage` refuses. */
function violations(folder: string, allowedFolders: string[], allowedPackage: (specifier: string, file: string) => boolean): string[] {
  return importsIn(folder)
    .filter(({ file, specifier, target }) => (target === null ? !allowedPackage(specifier, file) : !allowedFolders.includes(topFolderOf(target))))
    .map(describeImport);
}

/** Specs may use the property-testing library; nothing else outside the allowed folders. */
const onlyTestTools = (specifier: string, file: string) => isSpec(file) && specifier === 'fast-check';

const NEST = /^@nestjs\//;
/** What only a server runs: the web app imports none of it. */
const SERVER_PACKAGE = /^(@nestjs\/|@fastify\/|fastify$|typeorm$|pg$|@electric-sql\/|ioredis$|nodemailer$|jsonwebtoken$|passport|@node-rs\/|class-validator$|class-transformer$|node:)/;

/**
 * What api/ may take from infrastructure/: its Nest modules, the injection tokens they provide and
 * the validated settings. The composition roots (the process's start, its start-up banner and the
 * worker cluster) wire the whole application and may take any part.
 */
const INFRASTRUCTURE_FACE = [/\.module$/, /^infrastructure\/infrastructure\.tokens$/, /^infrastructure\/config\/environment$/];
const COMPOSITION_ROOTS = [/^api\/main\.ts$/, /^api\/worker-cluster\.ts$/, /^api\/startup\//];
/**
 * api/ files that take an infrastructure class directly today. This list may only shrink: a new
 * entry is a new arrow against the design (go through a port of application/ or a module instead).
 */
const KNOWN_API_TO_INFRASTRUCTURE = [
  'api/common/auth/jwt.strategy.ts -> infrastructure/system/jwt-access-tokens',
];

const ROLE_FOLDERS = ['student', 'teacher', 'parent', 'sponsor'];
/**
 * Role screens that take a piece of another role's folder today. This list may only shrink: what two
 * roles share moves to web/src/components or web/src/hooks, and a new entry fails the test.
 */


/** `file -> target` pairs of the rule's offenders that the known list does not hold. */
const beyond = (known: string[], found: Import[]) => found.map(({ file, target }) => `${file} -> ${target}`).filter((pair) => !known.includes(pair));

describe('layer boundaries', () => {
  it('the import reader sees every import form, and no text that only reads like one', () => {
    const source = [
      "import { a } from '@nestjs/common';",
      "import type { B } from '../x';",
      "import React, { useState } from 'react';",
      "import * as path from 'node:path';",
      "import 'reflect-metadata';",
      "export * from './y';",
      "export { z as w } from './z';",
      "const c = require('typeorm');",
      "const d = await import('node:fs');",
      "export const TEXT = { body: 'I walked', note: 'a letter from 'home' };",
    ].join('\n');
    expect(importsOf(source)).toEqual(['@nestjs/common', '../x', 'react', 'node:path', 'reflect-metadata', './y', './z', 'typeorm', 'node:fs']);
  });

  it('domain imports nothing outside domain', () => {
    expect(violations('domain', ['domain'], onlyTestTools)).toEqual([]);
  });

  it('domain never reads the clock or a random source', () => {
    const offenders = sourceFiles('domain')
      .filter((file) => !isSpec(file))
      .filter((file) => /Date\.now\(|new Date\(\)|Math\.random\(|performance\.now\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });

  it('application imports only domain and application, no framework', () => {
    expect(violations('application', ['application', 'domain'], onlyTestTools)).toEqual([]);
  });

  it('infrastructure imports only application, domain and itself; Nest only in its *.module.ts files', () => {
    const code = (imports: Import[]) => imports.filter(({ file }) => !isSpec(file));
    const imports = code(importsIn('infrastructure'));
    expect(imports.filter(({ target }) => target !== null && !['infrastructure', 'application', 'domain'].includes(topFolderOf(target))).map(describeImport)).toEqual([]);
    expect(imports.filter(({ file, specifier }) => NEST.test(specifier) && !file.endsWith('.module.ts')).map(describeImport)).toEqual([]);
  });

  it('api imports application, domain and the infrastructure modules, and no database library', () => {
    const imports = importsIn('api').filter(({ file }) => !isSpec(file));
    expect(imports.filter(({ target }) => target !== null && !['api', 'application', 'domain', 'infrastructure'].includes(topFolderOf(target))).map(describeImport)).toEqual([]);
    expect(imports.filter(({ specifier }) => /^(typeorm|pg|@electric-sql\/.*)$/.test(specifier)).map(describeImport)).toEqual([]);
    const intoInfrastructure = imports.filter(
      ({ file, target }) =>
        target !== null && topFolderOf(target) === 'infrastructure' && !COMPOSITION_ROOTS.some((rootFile) => rootFile.test(file)) && !INFRASTRUCTURE_FACE.some((face) => face.test(target)),
    );
    expect(beyond(KNOWN_API_TO_INFRASTRUCTURE, intoInfrastructure)).toEqual([]);
  });

  it('the server never imports the web app, the tests or the scripts (its specs may use test support)', () => {
    for (const layer of ['domain', 'application', 'infrastructure', 'api']) {
      const found = importsIn(layer).filter(
        ({ file, target }) => target !== null && (topFolderOf(target) === 'web' || topFolderOf(target) === 'scripts' || (topFolderOf(target) === 'test' && !isSpec(file))),
      );
      expect(found.map(describeImport)).toEqual([]);
    }
  });

  it('web/src imports only itself and domain, and no server package', () => {
    const imports = importsIn('web/src');
    const outside = imports.filter(({ target }) => target !== null && !target.startsWith('web/src/') && topFolderOf(target) !== 'domain');
    expect(outside.map(describeImport)).toEqual([]);
    expect(imports.filter(({ specifier, target }) => target === null && SERVER_PACKAGE.test(specifier)).map(describeImport)).toEqual([]);
  });

  it("a role's screens never import another role's folder: what two roles share lives in components or hooks", () => {
    const roleOf = (path: string) => {
      const [web, src, folder] = path.split(/[\\/]/);
      return web === 'web' && src === 'src' && ROLE_FOLDERS.includes(folder) ? folder : null;
    };
    const crossing = importsIn('web/src').filter(({ file, target }) => {
      const from = roleOf(file);
      const to = target === null ? null : roleOf(target);
      return from !== null && to !== null && from !== to;
    });
    expect(crossing.map(({ file, target }) => `${file} -> ${target}`)).toEqual([]);
  });
});
