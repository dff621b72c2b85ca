/**
 * bench/RESULTS.md holds the latest figures of each benchmark script in its own
 * section, so that one script's run leaves the others' figures in place.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

export const resultsFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'RESULTS.md');

const TITLE = '# Benchmark results\n';

/** Replaces the section `name` (between its two markers), or appends it. */
export async function writeResultsSection(name: string, markdown: string): Promise<void> {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const section = `${start}\n\n${markdown.trim()}\n\n${end}`;
  let current = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : TITLE;
  if (!current.startsWith(TITLE)) current = `${TITLE}\n${current}`;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + section + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${section}\n`;
  // Formatted as the repository's format check expects.
  const options = (await resolveConfig(resultsFile)) ?? {};
  writeFileSync(resultsFile, await format(next, { ...options, filepath: resultsFile }));
}

/** Removes the section `name` with its markers, if present. */
export async function removeResultsSection(name: string): Promise<void> {
  if (!existsSync(resultsFile)) return;
  const current = readFileSync(resultsFile, 'utf8');
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  if (from < 0 || to < from) return;
  const next = `${current.slice(0, from).trimEnd()}\n\n${current.slice(to + end.length).trimStart()}`;
  const options = (await resolveConfig(resultsFile)) ?? {};
  writeFileSync(resultsFile, await format(next, { ...options, filepath: resultsFile }));
}
