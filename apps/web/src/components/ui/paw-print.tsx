/**
 * Huella's paw print as SVG shapes in a 32×32 box, to place inside any <svg>
 * (the logo, illustrations). Colour comes from the enclosing `fill`.
 */
export function PawPrintShape() {
  return (
    <>
      <path d="M16 14.6c-3.4 0-7.4 4.7-7.4 8.2 0 2.2 1.6 3.5 3.6 3.5 1.5 0 2.4-.8 3.8-.8s2.3.8 3.8.8c2 0 3.6-1.3 3.6-3.5 0-3.5-4-8.2-7.4-8.2z" />
      <ellipse cx="8" cy="13.6" rx="2.3" ry="3" transform="rotate(-22 8 13.6)" />
      <ellipse cx="12.6" cy="8.6" rx="2.4" ry="3.2" transform="rotate(-8 12.6 8.6)" />
      <ellipse cx="19.4" cy="8.6" rx="2.4" ry="3.2" transform="rotate(8 19.4 8.6)" />
      <ellipse cx="24" cy="13.6" rx="2.3" ry="3" transform="rotate(22 24 13.6)" />
    </>
  );
}
