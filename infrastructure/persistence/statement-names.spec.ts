import { StatementNames } from './statement-names';

describe('StatementNames', () => {
  it('gives one text the same name every time and different texts different names', () => {
    const names = new StatementNames(true);
    const a = names.nameOf('SELECT 1');
    expect(a).toBeDefined();
    expect(names.nameOf('SELECT 1')).toBe(a);
    expect(names.nameOf('SELECT 2')).not.toBe(a);
  });

  it('names nothing on the embedded database', () => {
    expect(new StatementNames(false).nameOf('SELECT 1')).toBeUndefined();
  });

  it('leaves texts unnamed past its bound, and keeps the names it gave', () => {
    const names = new StatementNames(true, 2);
    const [a, b] = [names.nameOf('SELECT 1'), names.nameOf('SELECT 2')];
    expect(names.nameOf('SELECT 3')).toBeUndefined();
    expect([names.nameOf('SELECT 1'), names.nameOf('SELECT 2')]).toEqual([a, b]);
  });
});
