import { readFileSync } from 'node:fs';

/**
 * `node dist/scripts/bench/profile-summary.js FILE.cpuprofile [TOP] [--last SECONDS]`: where a V8 CPU
 * profile (from `node --cpu-prof`) spent its samples, by package or source folder and by function,
 * self time. `--last` keeps only the profile's final seconds: with `--only`, the benchmark's last
 * scenario, without the baseline that runs before it. Run the benchmark with `--cpu-prof DIR` to get one.
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

/** The index of the first sample within the profile's last `seconds`. */
function firstSampleOfLast(profile: CpuProfile, seconds: number): number {
  let micros = 0;
  for (let index = profile.samples.length - 1; index >= 0; index--) {
    micros += profile.timeDeltas[index] ?? 0;
    if (micros > seconds * 1e6) return index + 1;
  }
  return 0;
}

function summarise(profile: CpuProfile, top: number, lastSeconds: number | null): string[] {
  const from = lastSeconds === null ? 0 : firstSampleOfLast(profile, lastSeconds);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const withCallees = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    if (index < from) return;
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
  const idle = byPlace.get('(idle)') ?? 0;
  return [
    `${(total / 1e6).toFixed(1)} s sampled${lastSeconds === null ? '' : ` (the last ${lastSeconds} s)`}, ${((total - idle) / 1e6).toFixed(1)} s of it busy`,
    'Self time by package or folder:',
    ...ranked(byPlace).map(([place, micros]) => `  ${share(micros)}  ${place}`),
    'Self time by function:',
    ...ranked(byFunction).map(([name, micros]) => `  ${share(micros)}  ${name}`),
    'Time with callees, by function:',
    ...ranked(withCallees).map(([name, micros]) => `  ${share(micros)}  ${name}`),
  ];
}

const args = process.argv.slice(2);
const lastAt = args.indexOf('--last');
const lastSeconds = lastAt >= 0 ? Number(args[lastAt + 1]) : null;
const [file, top] = lastAt >= 0 ? args.filter((_, index) => index !== lastAt && index !== lastAt + 1) : args;
if (!file || (lastSeconds !== null && !(lastSeconds > 0))) {
  console.error('Usage: node dist/scripts/bench/profile-summary.js FILE.cpuprofile [TOP] [--last SECONDS]');
  process.exit(2);
}
for (const line of summarise(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, Number(top ?? 25), lastSeconds)) console.log(line);
