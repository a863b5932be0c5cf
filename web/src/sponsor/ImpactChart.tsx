import type { SponsoredContent } from '../api/sponsor-api';
import { sponsorTexts } from '../i18n/sponsor';
import { ChartFigure } from '../components/charts/ChartFigure';
import { lazyPart } from '../components/lazy-part';
import { formatInteger } from '../i18n/format';
import type { ImpactRow } from './ImpactChartDrawing';

const text = sponsorTexts.impact;

/** The bars, whose code arrives when the chart first shows. */
export const ImpactChartDrawing = lazyPart(() => import('./ImpactChartDrawing').then((module) => module.ImpactChartDrawing));

/** Per sponsored content (all pledges to it together): the students funded and the enrollments its pools still cover. */
export function ImpactChart({ pledges }: { pledges: readonly SponsoredContent[] }) {
  const byContent = new Map<number, ImpactRow>();
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
      <ImpactChartDrawing rows={rows} />
    </ChartFigure>
  );
}
