/** The animal's characteristics (spec §3) as a list of small badges. */
import { Check } from 'lucide-react';
import { adoptionsMessages } from '@huella/shared/messages/adoptions';

export function CharacteristicsList({ items }: { items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="animal-characteristics">
      <h2 id="animal-characteristics" className="text-lg font-bold text-primary">
        {adoptionsMessages.detail.characteristics}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {items.map((item) => (
          <li
            key={item}
            className="inline-flex items-center gap-1.5 rounded-full bg-secondary/50 px-3 py-1.5 text-sm font-medium text-primary"
          >
            <Check className="size-4 text-success" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
