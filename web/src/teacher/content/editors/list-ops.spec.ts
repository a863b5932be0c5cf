import { describe, expect, it } from '@jest/globals';
import { answerAfterInsert, answerAfterMove, answerAfterRemove, inserted, moved, without } from './list-ops';

describe('list changes', () => {
  it('moves, deletes and puts back an entry', () => {
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(without(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(inserted(['a', 'c'], 1, 'b')).toEqual(['a', 'b', 'c']);
  });

  it('keeps the correct answer with its choice when the choices move', () => {
    expect(answerAfterMove(1, 1, 0)).toBe(0);
    expect(answerAfterMove(0, 1, 0)).toBe(1);
    expect(answerAfterMove(2, 0, 3)).toBe(1);
    expect(answerAfterMove(2, 3, 0)).toBe(3);
    expect(answerAfterMove(0, 2, 3)).toBe(0);
    expect(answerAfterMove(undefined, 0, 1)).toBeUndefined();
  });

  it('forgets the correct answer when its choice is deleted, and follows it otherwise', () => {
    expect(answerAfterRemove(1, 1)).toBeUndefined();
    expect(answerAfterRemove(2, 0)).toBe(1);
    expect(answerAfterRemove(0, 2)).toBe(0);
    expect(answerAfterInsert(1, 0)).toBe(2);
    expect(answerAfterInsert(1, 2)).toBe(1);
  });
});
