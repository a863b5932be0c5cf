import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// semver ships no types of its own; this is the one call made of it.
const { minVersion, satisfies } = require('semver') as {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
};

const root = join(__dirname, '..', '..');
const readJson = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));

describe('the Node.js version the project promises', () => {
  const promised: string = readJson('package.json').engines.node;
  const oldest = minVersion(promised)?.version ?? '';

  it('is the one the README names', () => {
    expect(oldest).not.toBe('');
    const [major, minor] = oldest.split('.');
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain(`Node.js ${major}.${minor} or newer`);
  });

  it('is accepted by every installed package', () => {
    const packages: Record<string, { engines?: { node?: string } }> = readJson('package-lock.json').packages;
    const refusing = Object.entries(packages)
      .filter(([, entry]) => typeof entry.engines?.node === 'string' && !satisfies(oldest, entry.engines.node))
      .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')} wants node ${entry.engines?.node}`);
    expect(refusing).toEqual([]);
  });
});
