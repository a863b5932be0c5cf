import { Bar, BarChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { parentTexts } from '../../i18n/parent';
import { useChartLook } from '../../components/charts/use-chart-look';

export interface JourneyRow {
  key: string;
  name: string;
  level: string;
  velocity: number;
}

const text = parentTexts.analytics;

/** The journeys chart's bars (recharts): learning velocity per subject, with a line at zero. */
export function JourneysChartDrawing({ rows }: { rows: JourneyRow[] }) {
  const look = useChartLook();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 24, bottom: 4, left: 4 }} accessibilityLayer={false}>
        <CartesianGrid horizontal={false} stroke={look.grid} strokeDasharray="3 3" />
        <XAxis type="number" tick={look.tick} axisLine={look.axisLine} tickLine={false} unit="%" />
        <YAxis type="category" dataKey="name" tick={look.tick} axisLine={false} tickLine={false} width={96} />
        <ReferenceLine x={0} stroke={look.grid} />
        <Tooltip {...look.tooltip} formatter={(value) => [text.velocityPerWeek(Number(value)), text.velocity]} />
        <Bar dataKey="velocity" name={text.velocity} fill={look.primary} radius={[0, 6, 6, 0]} maxBarSize={18} isAnimationActive={look.animate} />
      </BarChart>
    </ResponsiveContainer>
  );
}
