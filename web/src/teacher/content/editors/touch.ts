/** Buttons big enough for a finger on a tablet (44 px). */
export const TOUCH = { minWidth: 44, minHeight: 44 } as const;
