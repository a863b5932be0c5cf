import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { parentTexts } from '../../i18n/parent';
import { useChartLook } from '../../components/charts/use-chart-look';

export interface BreakdownRow {
  key: string;
  label: string;
  count: number;
}

const text = parentTexts.analysis;

/** The breakdown chart's bars (recharts): enrollments per category or type, one bar a row. */
export function BreakdownChartDrawing({ rows, tone }: { rows: BreakdownRow[]; tone: 'primary' | 'secondary' }) {
  const look = useChartLook();
  return (
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
  );
}
