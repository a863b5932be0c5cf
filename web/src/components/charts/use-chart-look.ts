import { useMemo } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, useTheme } from '@mui/material/styles';

/** The charts' colours from the theme (light or dark) and whether they may animate. */
export function useChartLook() {
  const theme = useTheme();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return useMemo(() => {
    const { palette } = theme;
    const dark = palette.mode === 'dark';
    return {
      primary: palette.primary.main,
      // The light theme's teal is too pale on white for a bar: its darker shade keeps a 3:1 contrast.
      secondary: dark ? palette.secondary.main : palette.secondary.dark,
      grid: palette.divider,
      animate: !reducedMotion,
      tick: { fill: palette.text.secondary, fontSize: 12 },
      axisLine: { stroke: palette.divider },
      legend: { fontSize: 13 },
      text: palette.text.primary,
      tooltip: {
        contentStyle: {
          background: palette.background.paper,
          border: `1px solid ${palette.divider}`,
          borderRadius: 8,
          color: palette.text.primary,
          boxShadow: theme.shadows[4],
        },
        labelStyle: { color: palette.text.primary, fontWeight: 700 },
        itemStyle: { color: palette.text.primary },
        cursor: { fill: alpha(palette.primary.main, 0.08) },
      },
    };
  }, [theme, reducedMotion]);
}

export type ChartLook = ReturnType<typeof useChartLook>;
