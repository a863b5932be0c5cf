import { Bar, BarChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { ParentJourney } from '../../api/parent-api';
import { parentTexts } from '../../i18n/parent';
import { ChartFigure } from '../../components/charts/ChartFigure';
import { skillLevelName, subjectName } from '../../components/charts/analytics-format';
import { useChartLook } from '../../components/charts/use-chart-look';

const text = parentTexts.analytics;

/** Learning velocity per subject as bars, each subject's skill level beside it (chips and the table). */
export function JourneysChart({ journeys }: { journeys: readonly ParentJourney[] }) {
  const look = useChartLook();
  const rows = journeys.map((journey, index) => ({
    key: `${journey.id}-${index}`,
    name: subjectName(journey.subject),
    level: skillLevelName(journey.skillLevel),
    velocity: Math.round((Number(journey.learningVelocity) || 0) * 10) / 10,
  }));
  const fastest = rows.reduce<(typeof rows)[number] | null>((top, row) => (top === null || row.velocity > top.velocity ? row : top), null);

  return (
    <Stack spacing={2} data-testid="parent-journeys">
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} component="ul" aria-label={text.skillLevel} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((row) => (
          <li key={row.key}>
            <Chip size="small" color="primary" variant="outlined" label={`${row.name}: ${row.level}`} data-testid="journey-level" />
          </li>
        ))}
      </Stack>
      <ChartFigure
        caption={text.journeysTitle}
        summary={text.journeysSummary(rows.length, fastest && fastest.velocity > 0 ? fastest.name : null)}
        height={Math.max(140, 50 + rows.length * 44)}
        columns={[
          { label: text.subject, value: (row) => row.name },
          { label: text.skillLevel, value: (row) => row.level },
          { label: text.velocity, value: (row) => text.velocityPerWeek(row.velocity), numeric: true },
        ]}
        rows={rows}
        rowKey={(row) => row.key}
      >
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
      </ChartFigure>
    </Stack>
  );
}
