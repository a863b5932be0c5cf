import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { LearningPatternEntry } from '../../../api/learning-api';
import { learningTexts } from '../../../i18n/learning';
import { dayPartName, deviceName, secondsAsMinutes, secondsAsStudyTime, shortTitle } from '../../../components/charts/analytics-format';
import { ChartFigure } from '../../../components/charts/ChartFigure';
import { useChartLook } from '../../../components/charts/use-chart-look';

const text = learningTexts.analytics.pattern;

/** Time spent on each of the most studied courses, as horizontal bars, most time first. */
export function LearningPatternChart({ entries }: { entries: readonly LearningPatternEntry[] }) {
  const look = useChartLook();
  const rows = entries.map((entry) => ({
    id: entry.contentItem.id,
    title: entry.contentItem.title,
    label: shortTitle(entry.contentItem.title),
    minutes: secondsAsMinutes(entry.timeSpentSeconds),
    time: secondsAsStudyTime(entry.timeSpentSeconds),
    device: deviceName(entry.deviceType),
    pattern: dayPartName(entry.studyPattern),
  }));
  const top = rows[0];

  return (
    <ChartFigure
      caption={text.title}
      summary={text.summary(rows.length, top.title, top.time)}
      height={Math.max(140, 40 + rows.length * 36)}
      columns={[
        { label: text.content, value: (row) => row.title },
        { label: text.time, value: (row) => row.time, numeric: true },
        { label: text.device, value: (row) => row.device },
        { label: text.pattern, value: (row) => row.pattern },
      ]}
      rows={rows}
      rowKey={(row) => row.id}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }} accessibilityLayer={false}>
          <CartesianGrid horizontal={false} stroke={look.grid} strokeDasharray="3 3" />
          <XAxis type="number" allowDecimals={false} tick={look.tick} axisLine={look.axisLine} tickLine={false} unit={learningTexts.analytics.units.minutes} />
          <YAxis type="category" dataKey="label" tick={look.tick} axisLine={false} tickLine={false} width={120} />
          <Tooltip
            {...look.tooltip}
            labelFormatter={(_, payload) => payload?.[0]?.payload?.title ?? ''}
            formatter={(_, __, item) => {
              const row = item?.payload as (typeof rows)[number] | undefined;
              return [row ? `${row.time} · ${row.device} · ${row.pattern}` : '', text.time];
            }}
          />
          <Bar dataKey="minutes" name={text.minutes} fill={look.primary} radius={[0, 6, 6, 0]} maxBarSize={22} isAnimationActive={look.animate} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
