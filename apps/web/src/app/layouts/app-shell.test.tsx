/**
 * The site header's frame in index.html (between `<!-- app-shell` and
 * `<!-- /app-shell -->`), painted before the app's code arrives, is the
 * header the app renders: the same page wrapper, header bar and row, and the
 * same logo. Its one difference is deliberate: the logo is not a link yet
 * (nothing works before the code arrives), so the frame's logo is a span
 * that carries the link's layout class `shrink-0`. Every link, menu and
 * account control is left out of the frame.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Landing, renderRoutes } from '../../testing/render';
import { MainLayout } from './main-layout';

const indexHtml = readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../index.html'),
  'utf8',
);

function frame(): HTMLElement {
  const match = /<!-- app-shell:[\s\S]*?-->([\s\S]*?)<!-- \/app-shell -->/.exec(indexHtml);
  expect(match, 'index.html has no app-shell frame').not.toBeNull();
  const template = document.createElement('template');
  template.innerHTML = match![1]!.trim();
  return template.content.firstElementChild as HTMLElement;
}

/** A copy without the text nodes that are only indentation, for comparing markup. */
function withoutIndentation(node: Element): Element {
  const copy = node.cloneNode(true) as Element;
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
  const blanks: Node[] = [];
  while (walker.nextNode())
    if (!walker.currentNode.textContent?.trim()) blanks.push(walker.currentNode);
  for (const blank of blanks) blank.parentNode?.removeChild(blank);
  return copy;
}

const classes = (element: Element | null | undefined) => [...(element?.classList ?? [])].sort();

describe('the header frame of index.html', () => {
  it('is the header the app renders', async () => {
    renderRoutes([
      { element: <MainLayout />, children: [{ path: '/', element: <Landing name="Portada" /> }] },
    ]);
    await screen.findByRole('heading', { name: 'Portada' });
    const header = document.querySelector('header')!;
    const row = header.firstElementChild!;
    const logoLink = row.firstElementChild!;
    expect(logoLink.tagName).toBe('A');
    const logo = logoLink.firstElementChild!;

    const shell = frame();
    const shellHeader = shell.querySelector('header');
    const shellRow = shellHeader?.firstElementChild;
    const shellLogo = shellRow?.firstElementChild;

    expect(classes(shell), 'the page wrapper').toEqual(classes(header.parentElement));
    expect(classes(shellHeader), 'the header bar').toEqual(classes(header));
    expect(classes(shellRow), 'the header row').toEqual(classes(row));
    expect(shellRow?.children, 'the frame holds the logo alone').toHaveLength(1);
    expect(shellLogo?.tagName).toBe('SPAN');
    expect(classes(shellLogo), 'the logo, with the link’s shrink-0').toEqual(
      [...new Set([...classes(logo), 'shrink-0'])].sort(),
    );
    expect(
      withoutIndentation(shellLogo!).innerHTML.replaceAll(/\s+/g, ' '),
      'the logo’s mark and wordmark',
    ).toBe(withoutIndentation(logo).innerHTML.replaceAll(/\s+/g, ' '));
  });
});
