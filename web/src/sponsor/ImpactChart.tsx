import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SponsoredContent } from '../api/sponsor-api';
import { sponsorTexts } from '../i18n/sponsor';
import { ChartFigure } from '../components/charts/ChartFigure';
import { useChartLook } from '../components/charts/use-chart-look';
import { formatInteger } from '../i18n/format';

const text = sponsorTexts.impact;

interface Row {
  key: string;
  title: string;
  short: string;
  students: number;
  left: number;
}

/** Per sponsored content (all pledges to it together): the students funded and the enrollments its pools still cover. */
export function ImpactChart({ pledges }: { pledges: readonly SponsoredContent[] }) {
  const look = useChartLook();
  const byContent = new Map<number, Row>();
  for (const pledge of pledges) {
    const { content } = pledge;
    const row = byContent.get(content.id) ?? {
      key: String(content.id),
      title: content.title,
      short: content.title.length > 18 ? `${content.title.slice(0, 17)}…` : content.title,
      students: 0,
      left: 0,
    };
    row.students += pledge.studentsFunded;
    row.left += content.tokenPrice > 0 ? Math.floor(pledge.tokensRemaining / content.tokenPrice) : 0;
    byContent.set(content.id, row);
  }
  const rows = [...byContent.values()];
  const students = rows.reduce((sum, row) => sum + row.students, 0);
  return (
    <ChartFigure
      caption={text.chartTitle}
      summary={text.chartSummary(rows.length, students)}
      height={260}
      columns={[
        { label: text.columns.content, value: (row) => row.title },
        { label: text.columns.students, value: (row) => formatInteger(row.students), numeric: true },
        { label: text.columns.left, value: (row) => formatInteger(row.left), numeric: true },
      ]}
      rows={rows}
      rowKey={(row) => row.key}
    >
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
    </ChartFigure>
  );
}
