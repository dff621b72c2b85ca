/**
 * Big figures with their labels, as a description list (label = term,
 * figure = description) shown figure first.
 */
export interface Stat {
  value: string;
  label: string;
}

export function StatsList({
  items,
  className = '',
}: {
  items: readonly Stat[];
  className?: string;
}) {
  return (
    <dl className={`grid gap-8 ${className}`}>
      {items.map(({ value, label }) => (
        <div
          key={label}
          className="flex flex-col-reverse items-center justify-end px-2 text-center"
        >
          <dt className="mt-1 text-base font-medium text-white/85 sm:text-lg">{label}</dt>
          <dd className="text-4xl font-extrabold tracking-tight text-highlight sm:text-6xl">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
