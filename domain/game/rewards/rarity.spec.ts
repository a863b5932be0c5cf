import fc from 'fast-check';
import { pickRarity, RARITIES, RARITY_WEIGHTS, rarityOdds } from './rarity';

const always = (value: number) => () => value;

describe('rarity by weight: common 70, rare 22, epic 7, legendary 1', () => {
  it('the four rarities in order', () => {
    expect(RARITIES).toEqual(['common', 'rare', 'epic', 'legendary']);
    expect(RARITY_WEIGHTS).toEqual({ common: 70, rare: 22, epic: 7, legendary: 1 });
  });

  it.each([
    [0, 'common'],
    [0.6999, 'common'],
    [0.7, 'rare'],
    [0.9199, 'rare'],
    [0.92, 'epic'],
    [0.9899, 'epic'],
    [0.99, 'legendary'],
    [0.999999, 'legendary'],
  ])('a draw of %d picks %s', (value, rarity) => {
    expect(pickRarity(always(value))).toBe(rarity);
  });

  it('a misbehaving source still picks a rarity', () => {
    expect(pickRarity(always(1))).toBe('legendary');
    expect(pickRarity(always(-3))).toBe('common');
    expect(pickRarity(always(Number.NaN))).toBe('common');
  });

  it('the public odds are 70 %, 22 %, 7 % and 1 %', () => {
    expect(rarityOdds()).toEqual([
      { rarity: 'common', percent: 70 },
      { rarity: 'rare', percent: 22 },
      { rarity: 'epic', percent: 7 },
      { rarity: 'legendary', percent: 1 },
    ]);
  });

  it('every draw in [0, 1) gives one of the four rarities', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (value) => {
      expect(RARITIES).toContain(pickRarity(always(value)));
    }));
  });
});
