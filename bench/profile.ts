/**
 * Where the API's time goes under a workload: a summary of the `.cpuprofile`
 * node writes with `--cpu-prof` when the server exits. Self time is grouped by
 * where the code lives: a package of node_modules, a module of the API (the
 * bundle's positions mapped back to apps/api/src through its source map),
 * Node's own code, garbage collection, or idle (the event loop waiting: on the
 * database, mostly).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { apiBundle } from '../scripts/build-lib.mjs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  totalMs: number;
  idleShare: number;
  /** Self time by package or module, largest first. */
  groups: { name: string; share: number }[];
  /** Functions with the most self time, largest first. */
  functions: { name: string; where: string; share: number }[];
}

let bundleMap: SourceMap | null | undefined;
function sourceMap(): SourceMap | null {
  if (bundleMap !== undefined) return bundleMap;
  const file = `${apiBundle}.map`;
  bundleMap = existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : null;
  return bundleMap;
}

/** The package or module a frame belongs to. */
function where(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame;
  if (functionName === '(idle)') return '(idle)';
  if (functionName === '(garbage collector)') return '(garbage collector)';
  if (functionName === '(program)') return '(program)';
  if (!url) return '(native)';
  if (url.startsWith('node:')) return 'node (built-in)';
  // PGlite's Postgres, compiled to WebAssembly, running on the event loop.
  if (url.startsWith('wasm://')) return '@electric-sql/pglite (WASM)';
  let file = url.replace(/^file:\/\//, '');
  if (file === apiBundle) {
    const entry = sourceMap()?.findEntry(frame.lineNumber, frame.columnNumber);
    if (entry && 'originalSource' in entry && entry.originalSource) {
      // The map's sources are relative to the bundle's folder.
      file = path.resolve(path.dirname(apiBundle), entry.originalSource.replace(/^file:\/\//, ''));
    }
  }
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (modules) return modules[1]!;
  const app = /(apps\/api\/src|packages\/shared\/src)\/(.*)$/.exec(file);
  if (app) {
    const parts = app[2]!.split('/');
    const module = parts[0] === 'modules' || parts[0] === 'plugins' ? parts.slice(0, 2) : parts;
    return `${app[1]!.split('/')[0] === 'apps' ? 'api' : 'shared'}/${module.join('/').replace(/\.[jt]s$/, '')}`;
  }
  return path.basename(file);
}

export function summarise(profile: CpuProfile, top = 12): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const delta = Math.max(0, profile.timeDeltas[i] ?? 0);
    selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
    total += delta;
  });
  const groups = new Map<string, number>();
  const functions = new Map<string, { name: string; where: string; us: number }>();
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)!.callFrame;
    const group = where(frame);
    groups.set(group, (groups.get(group) ?? 0) + us);
    const name = frame.functionName || '(anonymous)';
    const key = `${group}\0${name}\0${frame.url}:${frame.lineNumber}:${frame.columnNumber}`;
    const entry = functions.get(key) ?? { name, where: group, us: 0 };
    entry.us += us;
    functions.set(key, entry);
  }
  const share = (us: number) => (total > 0 ? us / total : 0);
  return {
    totalMs: total / 1000,
    idleShare: share(groups.get('(idle)') ?? 0),
    groups: [...groups]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, share: share(us) })),
    functions: [...functions.values()]
      .filter((f) => f.where !== '(idle)')
      .sort((a, b) => b.us - a.us)
      .slice(0, top)
      .map((f) => ({ name: f.name, where: f.where, share: share(f.us) })),
  };
}

/** The summary of the one profile the server wrote in `dir`, if it wrote one. */
export function summariseDirectory(dir: string): ProfileSummary | undefined {
  if (!existsSync(dir)) return undefined;
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) return undefined;
  return summarise(JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CpuProfile);
}
