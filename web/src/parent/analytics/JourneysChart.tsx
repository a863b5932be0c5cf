import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { ParentJourney } from '../../api/parent-api';
import { parentTexts } from '../../i18n/parent';
import { ChartFigure } from '../../components/charts/ChartFigure';
import { skillLevelName, subjectName } from '../../components/charts/analytics-format';
import { lazyPart } from '../../components/lazy-part';
import type { JourneyRow } from './JourneysChartDrawing';

const text = parentTexts.analytics;

/** The bars, whose code arrives when the chart first shows. */
export const JourneysChartDrawing = lazyPart(() => import('./JourneysChartDrawing').then((module) => module.JourneysChartDrawing));

/** Learning velocity per subject as bars, each subject's skill level beside it (chips and the table). */
export function JourneysChart({ journeys }: { journeys: readonly ParentJourney[] }) {
  const rows: JourneyRow[] = journeys.map((journey, index) => ({
    key: `${journey.id}-${index}`,
    name: subjectName(journey.subject),
    level: skillLevelName(journey.skillLevel),
    velocity: Math.round((Number(journey.learningVelocity) || 0) * 10) / 10,
  }));
  const fastest = rows.reduce<JourneyRow | null>((top, row) => (top === null || row.velocity > top.velocity ? row : top), null);

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
        <JourneysChartDrawing rows={rows} />
      </ChartFigure>
    </Stack>
  );
}
