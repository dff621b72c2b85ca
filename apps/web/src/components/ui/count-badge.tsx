/**
 * A small round count (unread messages) beside a link's label. The number is
 * for the eye; `label` is what screen readers hear after the link's name
 * (", 3 mensajes sin leer"), so the link reads as one sentence.
 */
interface CountBadgeProps {
  /** The visible text (e.g. "99+"). */
  value: string;
  /** Read instead of the visible text. */
  label: string;
  className?: string;
}

export function CountBadge({ value, label, className = '' }: CountBadgeProps) {
  return (
    <>
      <span
        aria-hidden="true"
        className={`inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-accent px-1.5 text-xs leading-none font-bold text-white tabular-nums ${className}`}
      >
        {value}
      </span>
      <span className="sr-only">{label}</span>
    </>
  );
}
