import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/** Dialogs take the whole screen on phones. */
export function useFullScreenDialog(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
}
