import { inputProblem, MAX_INPUT_DEPTH } from './input-screen';

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level += 1) value = { next: value };
  return value;
}

describe('screening input at the edge', () => {
  it.each([
    ['a NUL in a top-level field', { name: 'Ma\u0000ya' }, 'name must not contain NUL characters'],
    ['a NUL in a nested field', { data: { title: 'x\u0000' } }, 'data.title must not contain NUL characters'],
    ['a NUL in a list', { contentIds: [1, 'a\u0000'] }, 'contentIds[1] must not contain NUL characters'],
    ['a NUL in a key', { 'ti\u0000tle': 'x' }, 'Field names must not contain NUL characters'],
  ])('refuses %s, naming the field', (_, input, message) => {
    expect(inputProblem(input, '')).toBe(message);
  });

  it(`refuses a body nested deeper than ${MAX_INPUT_DEPTH} levels, and takes one at the limit`, () => {
    expect(inputProblem(nested(3000), '')).toMatch(/nested too deeply/);
    expect(inputProblem(nested(MAX_INPUT_DEPTH - 1), '')).toBeNull();
  });

  it('drops keys that reach the prototype and keeps the rest', () => {
    const body = JSON.parse('{"__proto__": {"isAdmin": true}, "constructor": 1, "name": "Maya"}') as Record<string, unknown>;
    expect(inputProblem(body, '')).toBeNull();
    expect(Object.keys(body)).toEqual(['name']);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('treats a field sent as null as absent, and keeps nulls inside lists', () => {
    const body = { timeZone: null, leaderboardOptOut: null, answers: [1, null], name: 'Maya' } as Record<string, unknown>;
    expect(inputProblem(body, '')).toBeNull();
    expect(body).toEqual({ answers: [1, null], name: 'Maya' });
  });

  it.each([[null], [undefined], [42], [true], ['plain text'], [{ a: [1, 2, { b: 'c' }] }]])('takes %p', (input) => {
    expect(inputProblem(input, '')).toBeNull();
  });
});
