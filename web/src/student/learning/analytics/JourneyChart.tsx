import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { LearningJourney } from '../../../api/learning-api';
import { learningTexts } from '../../../i18n/learning';
import { skillLevelName, subjectName } from '../../../components/charts/analytics-format';
import { ChartFigure } from '../../../components/charts/ChartFigure';
import { useChartLook } from '../../../components/charts/use-chart-look';

const text = learningTexts.analytics.journeys;

/** Skill score and average progress of every subject, side by side; a click on a subject opens it. */
export function JourneyChart({ journeys, onSelect }: { journeys: readonly LearningJourney[]; onSelect: (subject: string) => void }) {
  const look = useChartLook();
  const rows = journeys.map((journey) => ({
    subject: journey.subject,
    name: subjectName(journey.subject),
    skillScore: Math.round(journey.skillScore),
    averageProgress: Math.round(journey.averageProgress),
    level: skillLevelName(journey.skillLevel),
    velocity: journey.learningVelocity,
  }));
  const best = rows.reduce((top, row) => (row.skillScore > top.skillScore ? row : top), rows[0]);
  const select = (entry: unknown) => {
    const subject = (entry as { payload?: { subject?: unknown } } | null)?.payload?.subject;
    if (typeof subject === 'string') onSelect(subject);
  };

  return (
    <ChartFigure
      caption={text.title}
      summary={text.chartSummary(rows.length, best.name, best.skillScore)}
      height={Math.max(160, 70 + rows.length * 52)}
      columns={[
        { label: text.subject, value: (row) => row.name },
        { label: text.skillLevel, value: (row) => row.level },
        { label: text.skillScore, value: (row) => row.skillScore, numeric: true },
        { label: text.averageProgress, value: (row) => learningTexts.analytics.percent(row.averageProgress), numeric: true },
        { label: text.velocity, value: (row) => text.velocityPerWeek(row.velocity), numeric: true },
      ]}
      rows={rows}
      rowKey={(row) => row.subject}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }} accessibilityLayer={false}>
          <CartesianGrid horizontal={false} stroke={look.grid} strokeDasharray="3 3" />
          <XAxis type="number" domain={[0, 100]} tick={look.tick} axisLine={look.axisLine} tickLine={false} />
          <YAxis type="category" dataKey="name" tick={look.tick} axisLine={false} tickLine={false} width={92} />
          <Tooltip {...look.tooltip} />
          <Legend wrapperStyle={look.legend} formatter={(value) => <span style={{ color: look.text }}>{value}</span>} />
          <Bar
            dataKey="skillScore"
            name={text.skillScore}
            fill={look.primary}
            radius={[0, 6, 6, 0]}
            maxBarSize={18}
            isAnimationActive={look.animate}
            onClick={select}
            cursor="pointer"
          />
          <Bar
            dataKey="averageProgress"
            name={text.averageProgress}
            fill={look.secondary}
            radius={[0, 6, 6, 0]}
            maxBarSize={18}
            isAnimationActive={look.animate}
            onClick={select}
            cursor="pointer"
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
