import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import Typography from '@mui/material/Typography';
import { parentTexts } from '../../i18n/parent';
import { ChartFigure } from '../../components/charts/ChartFigure';
import { useChartLook } from '../../components/charts/use-chart-look';

const text = parentTexts.analysis;

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
  const look = useChartLook();
  const rows = Object.entries(counts ?? {})
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
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }} accessibilityLayer={false}>
              <CartesianGrid horizontal={false} stroke={look.grid} strokeDasharray="3 3" />
              <XAxis type="number" allowDecimals={false} tick={look.tick} axisLine={look.axisLine} tickLine={false} />
              <YAxis type="category" dataKey="label" tick={look.tick} axisLine={false} tickLine={false} width={96} />
              <Tooltip {...look.tooltip} formatter={(value) => [Number(value), text.enrollments]} />
              <Bar
                dataKey="count"
                name={text.enrollments}
                fill={tone === 'primary' ? look.primary : look.secondary}
                radius={[0, 6, 6, 0]}
                maxBarSize={16}
                isAnimationActive={look.animate}
              />
            </BarChart>
          </ResponsiveContainer>
        </ChartFigure>
      )}
    </div>
  );
}
