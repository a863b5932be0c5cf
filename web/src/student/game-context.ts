import { createContext, useContext } from 'react';
import type { StudentTab } from './student-tabs';

export interface GameContextValue {
  /** The signed-in student. */
  userId: number;
  username: string;
  /** Grows after every change of the game state (streak, chest, items, claims): views reload on it. */
  version: number;
  /** Tells every view that the game state changed. */
  refresh(): void;
  /** Shows another tab of the student dashboard. */
  goTo(tab: StudentTab): void;
}

export const GameContext = createContext<GameContextValue | null>(null);

export function useGame(): GameContextValue {
  const value = useContext(GameContext);
  if (!value) throw new Error('useGame must be used within the student dashboard');
  return value;
}
