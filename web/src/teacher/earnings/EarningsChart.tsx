import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { EarningsMonth } from '../../api/teacher-api';
import { teacherTexts } from '../../i18n/teacher';
import { ChartFigure } from '../../components/charts/ChartFigure';
import { useChartLook } from '../../components/charts/use-chart-look';
import { formatInteger, formatMonthYear, formatShortMonthYear } from '../../i18n/format';

const text = teacherTexts.earnings;

/** 'YYYY-MM' as 'Mar 2026' (short) and 'March 2026' (long); anything else as it is. */
export function monthLabels(month: string): { short: string; long: string } {
  const match = /^(\d{4})-(\d{2})/.exec(month);
  if (!match) return { short: month, long: month };
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return {
    short: formatShortMonthYear(date, { timeZone: 'UTC' }),
    long: formatMonthYear(date, { timeZone: 'UTC' }),
  };
}

/** Tokens earned per month, oldest first. */
export function EarningsChart({ months }: { months: readonly EarningsMonth[] }) {
  const look = useChartLook();
  const rows = [...months]
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((entry) => ({ month: entry.month, ...monthLabels(entry.month), tokens: Math.max(0, entry.tokens) }));
  const total = rows.reduce((sum, row) => sum + row.tokens, 0);
  return (
    <ChartFigure
      caption={text.history}
      summary={text.historySummary(rows.length, total)}
      height={240}
      columns={[
        { label: text.columns.month, value: (row) => row.long },
        { label: text.columns.tokens, value: (row) => formatInteger(row.tokens), numeric: true },
      ]}
      rows={rows}
      rowKey={(row) => row.month}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 4, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke={look.grid} strokeDasharray="3 3" />
          <XAxis dataKey="short" tick={look.tick} axisLine={look.axisLine} tickLine={false} />
          <YAxis allowDecimals={false} tick={look.tick} axisLine={false} tickLine={false} width={48} />
          <Tooltip {...look.tooltip} labelFormatter={(_, payload) => payload?.[0]?.payload?.long ?? ''} formatter={(value) => [teacherTexts.common.tokens(Number(value)), text.columns.tokens]} />
          <Bar dataKey="tokens" name={text.columns.tokens} fill={look.primary} radius={[6, 6, 0, 0]} maxBarSize={36} isAnimationActive={look.animate} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
