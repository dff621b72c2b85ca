/**
 * Social network glyphs, drawn simply for this site (lucide no longer ships
 * brand icons). Decorative: the link around each one carries the name.
 */
import type { ReactNode } from 'react';

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const FacebookGlyph = () => (
  <Glyph>
    <path d="M15.5 3.5H14a4 4 0 0 0-4 4V21" />
    <path d="M7 11h8" />
  </Glyph>
);

export const InstagramGlyph = () => (
  <Glyph>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
  </Glyph>
);

export const XGlyph = () => (
  <Glyph>
    <path d="M4 4h4.5L20 20h-4.5z" />
    <path d="M19.5 4l-6.3 7.2M10.8 12.8 4.5 20" />
  </Glyph>
);

export const TikTokGlyph = () => (
  <Glyph>
    <path d="M14 3v11.5a4.5 4.5 0 1 1-4.5-4.5" />
    <path d="M14 3c.6 2.8 2.7 4.8 5.5 5" />
  </Glyph>
);
