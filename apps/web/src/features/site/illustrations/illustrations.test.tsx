import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { AboutIllustration } from './about-illustration';
import { CatalogueIllustration } from './catalogue-illustration';
import { PetsIllustration } from './pets-illustration';
import { SheltersIllustration } from './shelters-illustration';

// The heroes are decoration: screen readers must skip them, keyboard focus
// must not land in them, and no two pages should show the same drawing.
const heroes: [string, ComponentType<{ className?: string }>][] = [
  ['home', PetsIllustration],
  ['about', AboutIllustration],
  ['shelters', SheltersIllustration],
  ['catalogue', CatalogueIllustration],
];

describe('page hero illustrations', () => {
  it.each(heroes)('the %s illustration is hidden from assistive technology', (_, Hero) => {
    const { container } = render(<Hero className="w-full" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.getAttribute('class')).toBe('w-full');
  });

  it('draws a different picture for each page, the catalogue one wide and short', () => {
    const markup = heroes.map(([, Hero]) => render(<Hero />).container.innerHTML);
    expect(new Set(markup).size).toBe(heroes.length);
    const catalogue = render(<CatalogueIllustration />).container.querySelector('svg')!;
    const [, , width, height] = catalogue.getAttribute('viewBox')!.split(' ').map(Number);
    expect(width! / height!).toBeGreaterThan(3);
  });
});
