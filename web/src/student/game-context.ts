import { createContext, useContext } from 'react';

export interface GameContextValue {
  /** The signed-in student. */
  userId: number;
  /** Grows after every change of the game state (streak, chest, items, claims): views reload on it. */
  version: number;
  /** Tells every view that the game state changed. */
  refresh(): void;
}

export const GameContext = createContext<GameContextValue | null>(null);

export function useGame(): GameContextValue {
  const value = useContext(GameContext);
  if (!value) throw new Error('useGame must be used within the student dashboard');
  return value;
}
