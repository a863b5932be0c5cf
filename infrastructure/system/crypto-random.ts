import { randomInt } from 'node:crypto';
import type { RandomSource } from '../../domain/shared/random';

const RESOLUTION = 2 ** 40;

/** Uniform numbers in [0, 1) from the operating system's cryptographic source. */
export const cryptoRandom: RandomSource = () => randomInt(RESOLUTION) / RESOLUTION;
