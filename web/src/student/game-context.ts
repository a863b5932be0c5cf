import { createContext, useContext } from 'react';

export interface GameContextValue {
  /** The signed-in student. */
  userId: number;
}

export const GameContext = createContext<GameContextValue | null>(null);

export function useGame(): GameContextValue {
  const value = useContext(GameContext);
  if (!value) throw new Error('useGame must be used within the student dashboard');
  return value;
}
