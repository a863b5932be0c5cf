import type { Client } from 'pg';

export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Actual Total Time'?: number;
  Plans?: PlanNode[];
};

/** A plan as indented lines: each node, what it reads, its rows (and loops) and its time. */
export function planLines(node: PlanNode, depth = 0): string[] {
  const target = node['Index Name'] ? ` using ${node['Index Name']}` : node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
  const actual = node['Actual Rows'] !== undefined ? ` (rows ${node['Actual Rows']}${(node['Actual Loops'] ?? 1) > 1 ? ` x${node['Actual Loops']}` : ''}, ${node['Actual Total Time']?.toFixed(2)} ms)` : '';
  return [`${'  '.repeat(depth)}${node['Node Type']}${target}${actual}`, ...(node.Plans ?? []).flatMap((child) => planLines(child, depth + 1))];
}

/**
 * Logs EXPLAIN (ANALYZE, BUFFERS) of a statement, the second of two runs (warm cache): planning and
 * execution time, the buffers read, then the plan. Answers the execution time in ms.
 */
export async function explainStatement(client: Client, name: string, statement: { text: string; params: unknown[] }, log: (line: string) => void): Promise<number> {
  let result: { Plan: PlanNode; 'Planning Time': number; 'Execution Time': number } | null = null;
  for (let run = 0; run < 2; run++) result = (await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.text}`, statement.params)).rows[0]['QUERY PLAN'][0];
  const plan = result!.Plan as PlanNode & { 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number };
  log(`EXPLAIN ${name}: planning ${result!['Planning Time'].toFixed(2)} ms, execution ${result!['Execution Time'].toFixed(2)} ms, buffers hit ${plan['Shared Hit Blocks'] ?? 0} read ${plan['Shared Read Blocks'] ?? 0}`);
  for (const line of planLines(plan)) log(`    ${line}`);
  return result!['Execution Time'];
}
