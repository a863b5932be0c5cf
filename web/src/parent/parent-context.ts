import { createContext, useContext } from 'react';
import type { ParentChildren, ParentProfile } from '../api/parent-api';
import { parentTexts } from '../i18n/parent';
import type { Resource } from '../hooks/use-resource';
import type { ParentTab } from './parent-tabs';

/** What every tab of the parent dashboard shares: the profile, the children and the ways to move between tabs. */
export interface ParentContextValue {
  profile: Resource<ParentProfile>;
  family: Resource<ParentChildren>;
  /** Grows whenever something changed balances or links: tabs reload what they show. */
  version: number;
  refresh(): void;
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
