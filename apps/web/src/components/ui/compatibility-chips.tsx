/**
 * An animal card's compatibility badges (issue 20): what to consider first
 * (amber, a warning sign), then why it fits (green, a tick): three chips at
 * most, the last one "+N" when there are more. Each says what it is in words for screen readers
 * («A tener en cuenta: Necesita jardín»), so colour is never the only sign;
 * the ones folded into "+N" are still read out. Nothing for a guest or
 * without a questionnaire.
 */
import { Check, TriangleAlert } from 'lucide-react';
import { compatibilityMessages } from '@huella/shared/messages/compatibility';
import type { CompatibilityTraits } from '@huella/shared/compatibility';
import { useCompatibility } from '../../lib/use-compatibility';

const badges = compatibilityMessages.badges;

/** The most chips a card shows, "+N" included. */
const CARD_CHIPS = 3;

export type ReasonEffect = 'consider' | 'fit';

export const reasonStyles: Record<
  ReasonEffect,
  { prefix: string; Icon: typeof Check; chip: string; icon: string }
> = {
  consider: {
    prefix: badges.considerLabel,
    Icon: TriangleAlert,
    chip: 'bg-amber-50 text-amber-950 ring-amber-600/40',
    icon: 'text-amber-700',
  },
  fit: {
    prefix: badges.fitsLabel,
    Icon: Check,
    chip: 'bg-green-50 text-green-900 ring-green-700/30',
    icon: 'text-green-700',
  },
};

export function CompatibilityChips({ animal }: { animal: CompatibilityTraits }) {
  const view = useCompatibility(animal);
  if (view.status !== 'ready') return null;
  const reasons = [
    ...view.considers.map((text) => ({ text, effect: 'consider' as const })),
    ...view.fits.map((text) => ({ text, effect: 'fit' as const })),
  ];
  if (reasons.length === 0) return null;
  const shown = reasons.length > CARD_CHIPS ? reasons.slice(0, CARD_CHIPS - 1) : reasons;
  const folded = reasons.slice(shown.length);

  return (
    <ul className="flex flex-wrap gap-1.5 py-0.5">
      {shown.map(({ text, effect }) => {
        const { prefix, Icon, chip, icon } = reasonStyles[effect];
        return (
          <li
            key={text}
            className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${chip}`}
          >
            <Icon className={`size-3.5 shrink-0 ${icon}`} aria-hidden="true" />
            <span className="sr-only">{prefix}: </span>
            {text}
          </li>
        );
      })}
      {folded.map(({ text, effect }) => (
        <li key={text} className="sr-only">
          {reasonStyles[effect].prefix}: {text}
        </li>
      ))}
      {folded.length > 0 ? (
        <li
          aria-hidden="true"
          className="inline-flex items-center rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-ink ring-1 ring-gray-300"
        >
          +{folded.length}
        </li>
      ) : null}
    </ul>
  );
}
