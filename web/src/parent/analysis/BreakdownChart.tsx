import Typography from '@mui/material/Typography';
import { parentTexts } from '../../i18n/parent';
import { ChartFigure } from '../../components/charts/ChartFigure';
import { lazyPart } from '../../components/lazy-part';
import type { BreakdownRow } from './BreakdownChartDrawing';

const text = parentTexts.analysis;

/** The bars, whose code arrives when the chart first shows. */
export const BreakdownChartDrawing = lazyPart(() => import('./BreakdownChartDrawing').then((module) => module.BreakdownChartDrawing));

/** Enrollments per category or per type as bars, largest first, with the same figures as a table. */
export function BreakdownChart({
  caption,
  column,
  counts,
  nameOf,
  tone = 'primary',
  testId,
}: {
  caption: string;
  column: string;
  counts: Record<string, number>;
  nameOf: (key: string) => string;
  tone?: 'primary' | 'secondary';
  testId: string;
}) {
  const rows: BreakdownRow[] = Object.entries(counts ?? {})
    .map(([key, count]) => ({ key, label: nameOf(key), count: Math.max(0, Math.round(Number(count) || 0)) }))
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  const total = rows.reduce((sum, row) => sum + row.count, 0);

  return (
    <div data-testid={testId}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {caption}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{text.noBreakdown}</Typography>
      ) : (
        <ChartFigure
          caption={caption}
          summary={text.breakdownSummary(total, rows[0]?.label ?? null)}
          height={Math.max(120, 30 + rows.length * 36)}
          columns={[
            { label: column, value: (row) => row.label },
            { label: text.enrollments, value: (row) => row.count, numeric: true },
          ]}
          rows={rows}
          rowKey={(row) => row.key}
        >
          <BreakdownChartDrawing rows={rows} tone={tone} />
        </ChartFigure>
      )}
    </div>
  );
}
