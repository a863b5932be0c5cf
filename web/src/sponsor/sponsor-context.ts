import { createContext, useContext } from 'react';
import type { SponsoredContent, SponsorProfile, SponsorStats } from '../api/sponsor-api';
import type { Resource } from '../hooks/use-resource';

/** What every sponsor tab shares: the profile, the figures, the pledges, and a way to load them again. */
export interface SponsorContextValue {
  profile: Resource<SponsorProfile>;
  stats: Resource<SponsorStats>;
  sponsored: Resource<SponsoredContent[]>;
  /** After a pledge or a saved profile: every figure is loaded again. */
  refresh(): void;
}

export const SponsorContext = createContext<SponsorContextValue | null>(null);

export function useSponsor(): SponsorContextValue {
  const value = useContext(SponsorContext);
  if (!value) throw new Error('useSponsor must be used inside the sponsor dashboard');
  return value;
}
