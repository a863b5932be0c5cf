import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import { formatStudyTime } from '../../../../../domain/dashboard/study-time';
import type { StudyDay } from '../../../api/learning-api';
import { learningTexts } from '../../../i18n/learning';
import { Panel } from '../../../components/Panel';
import { EmptyState } from '../../../components/states';
import { dayLabels } from '../../../components/charts/analytics-format';
import { ChartFigure } from '../../../components/charts/ChartFigure';
import { useChartLook } from '../../../components/charts/use-chart-look';

const text = learningTexts.analytics.weekly;

/** Study minutes of each of the last 7 days, today last and highlighted. */
export function WeeklyStudyChart({ days }: { days: readonly StudyDay[] }) {
  const look = useChartLook();
  // The last day is today: named so, and drawn in the second colour.
  const rows = days.map((day, index) => {
    const labels = dayLabels(day.date);
    return { ...labels, short: index === days.length - 1 ? text.today : labels.short, date: day.date, minutes: Math.max(0, Math.round(day.minutes)) };
  });
  const total = rows.reduce((sum, row) => sum + row.minutes, 0);
  const best = rows.reduce<(typeof rows)[number] | null>((top, row) => (row.minutes > (top?.minutes ?? 0) ? row : top), null);

  return (
    <Panel title={text.title} icon={<CalendarMonth />} testId="analytics-weekly-chart">
      {total === 0 ? (
        <EmptyState icon={<CalendarMonth fontSize="inherit" />} title={text.none} />
      ) : (
        <ChartFigure
          caption={text.title}
          summary={text.summary(formatStudyTime(total), best ? best.long : null)}
          height={220}
          columns={[
            { label: text.day, value: (row) => row.long },
            { label: text.minutes, value: (row) => row.minutes, numeric: true },
          ]}
          rows={rows}
          rowKey={(row) => row.date}
        >
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -12 }} accessibilityLayer={false}>
              <CartesianGrid vertical={false} stroke={look.grid} strokeDasharray="3 3" />
              <XAxis dataKey="short" tick={look.tick} axisLine={look.axisLine} tickLine={false} />
              <YAxis allowDecimals={false} tick={look.tick} axisLine={false} tickLine={false} width={44} />
              <Tooltip
                {...look.tooltip}
                labelFormatter={(_, payload) => payload?.[0]?.payload?.long ?? ''}
                formatter={(value) => [formatStudyTime(Number(value)), text.minutes]}
              />
              <Bar dataKey="minutes" radius={[6, 6, 0, 0]} isAnimationActive={look.animate} maxBarSize={48}>
                {rows.map((row, index) => (
                  <Cell key={row.date} fill={index === rows.length - 1 ? look.secondary : look.primary} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </ChartFigure>
      )}
    </Panel>
  );
}
