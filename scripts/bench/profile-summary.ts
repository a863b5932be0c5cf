import { readFileSync } from 'node:fs';

/**
 * `node dist/scripts/bench/profile-summary.js FILE.cpuprofile [TOP]`: where a V8 CPU profile (from
 * `node --cpu-prof`) spent its samples, by package or source folder and by function, self time.
 * Run the benchmark's app with NODE_OPTIONS="--cpu-prof --cpu-prof-dir=DIR" to get one.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function placeOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packageMatch) return packageMatch[1];
  if (url.startsWith('node:')) return 'node (built-in)';
  const source = /dist\/([^/]+\/[^/]+)/.exec(url);
  return source ? source[1] : url;
}

function summarise(profile: CpuProfile, top: number): string[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const withCallees = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const micros = profile.timeDeltas[index] ?? 0;
    const frame = nodes.get(id)?.callFrame;
    if (!frame) return;
    total += micros;
    const place = placeOf(frame.url, frame.functionName);
    byPlace.set(place, (byPlace.get(place) ?? 0) + micros);
    const name = `${frame.functionName || '(anonymous)'} ${place}:${frame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    // Time with callees: each function on the sample's stack once, however deep it recurses.
    const onStack = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const caller = nodes.get(at)!.callFrame;
      if (!caller.url) continue;
      onStack.add(`${caller.functionName || '(anonymous)'} ${placeOf(caller.url, caller.functionName)}:${caller.lineNumber + 1}`);
    }
    for (const name of onStack) withCallees.set(name, (withCallees.get(name) ?? 0) + micros);
  });
  const share = (micros: number) => `${((100 * micros) / total).toFixed(1).padStart(5)} %`;
  const ranked = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
  return [
    `${(total / 1e6).toFixed(1)} s sampled`,
    'Self time by package or folder:',
    ...ranked(byPlace).map(([place, micros]) => `  ${share(micros)}  ${place}`),
    'Self time by function:',
    ...ranked(byFunction).map(([name, micros]) => `  ${share(micros)}  ${name}`),
    'Time with callees, by function:',
    ...ranked(withCallees).map(([name, micros]) => `  ${share(micros)}  ${name}`),
  ];
}

const [file, top] = process.argv.slice(2);
if (!file) {
  console.error('Usage: node dist/scripts/bench/profile-summary.js FILE.cpuprofile [TOP]');
  process.exit(2);
}
for (const line of summarise(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, Number(top ?? 25))) console.log(line);
