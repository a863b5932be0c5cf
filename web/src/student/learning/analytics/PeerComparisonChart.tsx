import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PeerComparisonEntry } from '../../../api/learning-api';
import { learningTexts } from '../../../i18n/learning';
import { shortTitle } from '../../../components/charts/analytics-format';
import { ChartFigure } from '../../../components/charts/ChartFigure';
import { useChartLook } from '../../../components/charts/use-chart-look';

const text = learningTexts.analytics.peers;
const percent = learningTexts.analytics.percent;

/** Each class's average progress beside the student's own, as bars. */
export function PeerComparisonChart({ entries }: { entries: readonly PeerComparisonEntry[] }) {
  const look = useChartLook();
  const rows = entries.map((entry) => ({
    id: entry.class.id,
    name: entry.class.name,
    label: shortTitle(entry.class.name, 16),
    overall: Math.round(entry.averagePerformance.overall),
    mine: Math.round(entry.averagePerformance.mine),
  }));
  const ahead = rows.filter((row) => row.mine >= row.overall).length;
  return (
    <ChartFigure
      caption={text.title}
      summary={text.summary(rows.length, ahead)}
      height={Math.max(160, 70 + rows.length * 56)}
      columns={[
        { label: text.className, value: (row) => row.name },
        { label: text.classAverage, value: (row) => percent(row.overall), numeric: true },
        { label: text.mine, value: (row) => percent(row.mine), numeric: true },
      ]}
      rows={rows}
      rowKey={(row) => row.id}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }} accessibilityLayer={false}>
          <CartesianGrid horizontal={false} stroke={look.grid} strokeDasharray="3 3" />
          <XAxis type="number" domain={[0, 100]} tick={look.tick} axisLine={look.axisLine} tickLine={false} unit={learningTexts.analytics.units.percent} />
          <YAxis type="category" dataKey="label" tick={look.tick} axisLine={false} tickLine={false} width={104} />
          <Tooltip {...look.tooltip} labelFormatter={(_, payload) => payload?.[0]?.payload?.name ?? ''} formatter={(value, name) => [percent(Number(value)), name]} />
          <Legend wrapperStyle={look.legend} formatter={(value) => <span style={{ color: look.text }}>{value}</span>} />
          <Bar dataKey="overall" name={text.classAverage} fill={look.secondary} radius={[0, 6, 6, 0]} maxBarSize={16} isAnimationActive={look.animate} />
          <Bar dataKey="mine" name={text.mine} fill={look.primary} radius={[0, 6, 6, 0]} maxBarSize={16} isAnimationActive={look.animate} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
