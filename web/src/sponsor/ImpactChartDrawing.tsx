import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { sponsorTexts } from '../i18n/sponsor';
import { useChartLook } from '../components/charts/use-chart-look';

export interface ImpactRow {
  key: string;
  title: string;
  short: string;
  students: number;
  left: number;
}

const text = sponsorTexts.impact;

/** The impact chart's bars (recharts): per content, the students funded with the enrollments still covered on top. */
export function ImpactChartDrawing({ rows }: { rows: ImpactRow[] }) {
  const look = useChartLook();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 4, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={look.grid} strokeDasharray="3 3" />
        <XAxis dataKey="short" tick={look.tick} axisLine={look.axisLine} tickLine={false} />
        <YAxis allowDecimals={false} tick={look.tick} axisLine={false} tickLine={false} width={40} />
        <Tooltip {...look.tooltip} labelFormatter={(_, payload) => payload?.[0]?.payload?.title ?? ''} />
        <Legend wrapperStyle={look.legend} />
        <Bar dataKey="students" name={text.columns.students} stackId="pool" fill={look.primary} maxBarSize={44} isAnimationActive={look.animate} />
        <Bar dataKey="left" name={text.columns.left} stackId="pool" fill={look.secondary} radius={[6, 6, 0, 0]} maxBarSize={44} isAnimationActive={look.animate} />
      </BarChart>
    </ResponsiveContainer>
  );
}
