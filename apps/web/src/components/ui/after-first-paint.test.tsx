import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

describe('AfterFirstPaint', () => {
  it('renders its children only once the rest of the page is in the document', () => {
    const seenWhenRendered: string[] = [];
    function Footer() {
      seenWhenRendered.push(document.body.textContent ?? '');
      return <footer>Pie de página</footer>;
    }
    render(
      <>
        <h1>Adopta</h1>
        <AfterFirstPaint>
          <Footer />
        </AfterFirstPaint>
      </>,
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Pie de página');
    // Rendered once, in a pass after the page's heading was committed.
    expect(seenWhenRendered).toEqual(['Adopta']);
  });
});
