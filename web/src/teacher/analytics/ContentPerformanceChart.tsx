import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ContentCard } from '../../api/teacher-api';
import { teacherTexts } from '../../i18n/teacher';
import { shortTitle } from '../../components/charts/analytics-format';
import { ChartFigure } from '../../components/charts/ChartFigure';
import { useChartLook } from '../../components/charts/use-chart-look';
import { cappedRate } from './ContentStatsPanel';
import { formatInteger } from '../../i18n/format';

const text = teacherTexts.analytics.performance;
const percent = teacherTexts.common.percent;

/** The most enrolled content shown in the chart. */
export const PERFORMANCE_CHART_LIMIT = 8;

/** Each content's enrollment and completion rates (capped at 100 %), the most enrolled first. */
export function ContentPerformanceChart({ items }: { items: readonly ContentCard[] }) {
  const look = useChartLook();
  const rows = [...items]
    .sort((a, b) => b.enrollments - a.enrollments || b.views - a.views)
    .slice(0, PERFORMANCE_CHART_LIMIT)
    .map((item) => ({
      id: item.id,
      name: item.title,
      label: shortTitle(item.title, 18),
      views: item.views,
      enrollments: item.enrollments,
      completions: item.completions,
      enrollmentRate: cappedRate(item.analytics?.engagement?.enrollmentRate ?? 0),
      completionRate: cappedRate(item.analytics?.engagement?.completionRate ?? 0),
    }));
  const best = rows.filter((row) => row.enrollments > 0).sort((a, b) => b.completionRate - a.completionRate)[0];
  const c = text.columns;
  return (
    <ChartFigure
      caption={text.perContent}
      summary={text.perContentSummary(rows.length, best ? best.name : null)}
      height={Math.max(180, 70 + rows.length * 52)}
      columns={[
        { label: c.title, value: (row) => row.name },
        { label: c.views, value: (row) => formatInteger(row.views), numeric: true },
        { label: c.enrollments, value: (row) => formatInteger(row.enrollments), numeric: true },
        { label: c.completions, value: (row) => formatInteger(row.completions), numeric: true },
        { label: c.enrollmentRate, value: (row) => percent(row.enrollmentRate), numeric: true },
        { label: c.completionRate, value: (row) => percent(row.completionRate), numeric: true },
      ]}
      rows={rows}
      rowKey={(row) => row.id}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }} accessibilityLayer={false}>
          <CartesianGrid horizontal={false} stroke={look.grid} strokeDasharray="3 3" />
          <XAxis type="number" domain={[0, 100]} tick={look.tick} axisLine={look.axisLine} tickLine={false} unit="%" />
          <YAxis type="category" dataKey="label" tick={look.tick} axisLine={false} tickLine={false} width={120} />
          <Tooltip {...look.tooltip} labelFormatter={(_, payload) => payload?.[0]?.payload?.name ?? ''} formatter={(value, name) => [percent(Number(value)), name]} />
          <Legend wrapperStyle={look.legend} formatter={(value) => <span style={{ color: look.text }}>{value}</span>} />
          <Bar dataKey="enrollmentRate" name={c.enrollmentRate} fill={look.primary} radius={[0, 6, 6, 0]} maxBarSize={14} isAnimationActive={look.animate} />
          <Bar dataKey="completionRate" name={c.completionRate} fill={look.secondary} radius={[0, 6, 6, 0]} maxBarSize={14} isAnimationActive={look.animate} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
