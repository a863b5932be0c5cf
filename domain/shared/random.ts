/** A source of uniform numbers in [0, 1). Passed in so rules stay deterministic under test. */
export type RandomSource = () => number;
