import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { classesTexts } from '../../i18n/classes';
import { ChartFigure } from '../../components/charts/ChartFigure';
import { useChartLook } from '../../components/charts/use-chart-look';

const text = classesTexts.analytics;

/** A subject's name as people read it ('math' → 'Math'). */
export const subjectLabel = (subject: string) => (subject ? subject.charAt(0).toUpperCase() + subject.slice(1).replace(/[-_]+/g, ' ') : subject);

/** Per subject, the class's average completion (spec §3 "Class analytics record" subjectStatistics), as bars capped at 100 %. */
export function SubjectStatisticsChart({ statistics }: { statistics: Record<string, number> }) {
  const look = useChartLook();
  const rows = Object.entries(statistics).map(([subject, value]) => ({
    subject,
    label: subjectLabel(subject),
    value: Math.round(Math.min(100, Math.max(0, Number(value) || 0))),
  }));
  const best = [...rows].sort((a, b) => b.value - a.value)[0];
  return (
    <ChartFigure
      caption={text.subjectChart}
      summary={text.subjectSummary(rows.length, best ? best.label : null)}
      height={Math.max(140, 40 + rows.length * 40)}
      columns={[
        { label: text.subjectColumns.subject, value: (row) => row.label },
        { label: text.subjectColumns.completion, value: (row) => `${row.value}%`, numeric: true },
      ]}
      rows={rows}
      rowKey={(row) => row.subject}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }} accessibilityLayer={false}>
          <CartesianGrid horizontal={false} stroke={look.grid} strokeDasharray="3 3" />
          <XAxis type="number" domain={[0, 100]} tick={look.tick} axisLine={look.axisLine} tickLine={false} unit="%" />
          <YAxis type="category" dataKey="label" tick={look.tick} axisLine={false} tickLine={false} width={96} />
          <Tooltip {...look.tooltip} formatter={(value) => [`${Number(value)}%`, text.subjectColumns.completion]} />
          <Bar dataKey="value" name={text.subjectColumns.completion} fill={look.primary} radius={[0, 6, 6, 0]} maxBarSize={16} isAnimationActive={look.animate} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
