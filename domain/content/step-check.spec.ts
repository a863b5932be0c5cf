import fc from 'fast-check';
import { passesCheck, stepChecksOf, type StepCheck } from './step-check';

describe('the checks of an interactive lesson, one per step', () => {
  it.each([
    ['a choice task', [{ task: { prompt: 'p', choices: ['a', 'b', 'c'], answerIndex: 2 } }], [{ kind: 'choice', answerIndex: 2, choices: 3 }]],
    ['a choice task that names its kind', [{ task: { kind: 'choice', prompt: 'p', choices: ['a', 'b'], answerIndex: 0 } }], [{ kind: 'choice', answerIndex: 0, choices: 2 }]],
    ['a number task with a tolerance', [{ task: { kind: 'number', prompt: 'p', answer: 4.8, tolerance: 0.5, unit: 'm/s' } }], [{ kind: 'number', answer: 4.8, tolerance: 0.5 }]],
    ['a number task without one: exact', [{ task: { kind: 'number', prompt: 'p', answer: 7 } }], [{ kind: 'number', answer: 7, tolerance: 0 }]],
    ['a step without a task', [{ title: 'Read', instruction: 'Just read.' }], [null]],
    ['steps in order', [{}, { task: { choices: ['a', 'b'], answerIndex: 1 } }], [null, { kind: 'choice', answerIndex: 1, choices: 2 }]],
    ['an unknown kind', [{ task: { kind: 'slider', answer: 3 } }], [null]],
    ['a number task without a number', [{ task: { kind: 'number', answer: '7' } }], [null]],
    ['a negative tolerance counts as none', [{ task: { kind: 'number', answer: 7, tolerance: -1 } }], [{ kind: 'number', answer: 7, tolerance: 0 }]],
    ['an answer index outside the choices', [{ task: { choices: ['a', 'b'], answerIndex: 2 } }], [null]],
    ['entries that are not steps', [null, 'text', 3], [null, null, null]],
  ] as const)('%s', (_, steps, checks) => {
    expect(stepChecksOf({ steps })).toEqual(checks);
  });

  it.each([null, undefined, [], 'steps', { steps: 'none' }, {}])('no steps in %j: no checks', (data) => {
    expect(stepChecksOf(data)).toEqual([]);
  });
});

describe('an answer against a check', () => {
  const choice: StepCheck = { kind: 'choice', answerIndex: 1, choices: 3 };
  const exact: StepCheck = { kind: 'number', answer: 7, tolerance: 0 };
  const moonFall: StepCheck = { kind: 'number', answer: 4.8, tolerance: 0.5 };
  const decimal: StepCheck = { kind: 'number', answer: 0.3, tolerance: 0 };
  const large: StepCheck = { kind: 'number', answer: -1e9, tolerance: 0 };

  it.each([
    ['the right choice', choice, 1, true],
    ['another choice', choice, 0, false],
    ['a fraction of an index', choice, 1.5, false],
    ['the exact number', exact, 7, true],
    ['a number off by a little, without tolerance', exact, 7.01, false],
    ['within the tolerance', moonFall, 5.2, true],
    ['at the edge of the tolerance', moonFall, 5.3, true],
    ['at the lower edge', moonFall, 4.3, true],
    ['beyond the tolerance', moonFall, 5.31, false],
    ['a decimal as floating point writes it', decimal, 0.1 + 0.2, true],
    ['a large answer within its rounding', large, -1e9 - 0.5, true],
    ['a large answer a whole unit off', large, -1e9 - 2, false],
    ['not a number', exact, Number.NaN, false],
    ['infinity', moonFall, Number.POSITIVE_INFINITY, false],
  ] as const)('%s', (_, check, answer, passes) => {
    expect(passesCheck(check, answer)).toBe(passes);
  });

  it('every number task passes its own answer, and anything twice the tolerance away fails', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.double({ min: 0, max: 1e3, noNaN: true }), (answer, tolerance) => {
        const check: StepCheck = { kind: 'number', answer, tolerance };
        expect(passesCheck(check, answer)).toBe(true);
        expect(passesCheck(check, answer + tolerance)).toBe(true);
        const miss = 2 * tolerance + 1e-6 * Math.max(1, Math.abs(answer));
        expect(passesCheck(check, answer + miss)).toBe(false);
      }),
    );
  });
});
