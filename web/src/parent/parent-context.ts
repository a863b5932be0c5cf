import { createContext, useContext } from 'react';
import type { ParentChildren, ParentProfile } from '../api/parent-api';
import { parentTexts } from '../i18n/parent';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ParentTab } from './parent-tabs';

/** What every tab of the parent dashboard shares: the profile, the children and the ways to move between tabs. */
export interface ParentContextValue {
  profile: UseQueryResult<ParentProfile>;
  family: UseQueryResult<ParentChildren>;
  showTab(tab: ParentTab): void;
  /** The Analysis tab with this child selected. */
  showAnalysis(childId: number): void;
  /** The child chosen in the Analysis tab (null: the first one). */
  analysedChildId: number | null;
  setAnalysedChildId(childId: number): void;
  openConnectChild(): void;
}

export const ParentContext = createContext<ParentContextValue | null>(null);

export function useParent(): ParentContextValue {
  const value = useContext(ParentContext);
  if (!value) throw new Error(parentTexts.outsideDashboard);
  return value;
}
