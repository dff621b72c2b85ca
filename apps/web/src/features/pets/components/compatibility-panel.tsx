/**
 * The animal page's compatibility block (issue 20): for a signed-in person
 * with a questionnaire, every reason the animal fits them («Por qué encaja
 * contigo») and everything to consider («Ten en cuenta»), each list under its
 * heading and each reason with its icon, so colour is never the only sign.
 * Without a questionnaire, a short hint leading to it in Mi cuenta; for a
 * guest, nothing.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import type { CompatibilityTraits } from '@huella/shared/compatibility';
import { compatibilityMessages } from '@huella/shared/messages/compatibility';
import { reasonStyles, type ReasonEffect } from '../../../components/ui/compatibility-chips';
import { QUESTIONNAIRE_HREF } from '../../../lib/questionnaire';
import { useCompatibility } from '../../../lib/use-compatibility';

const badges = compatibilityMessages.badges;

function ReasonList({
  title,
  reasons,
  effect,
}: {
  title: string;
  reasons: string[];
  effect: ReasonEffect;
}) {
  const headingId = useId();
  const { Icon, chip, icon } = reasonStyles[effect];
  return (
    <section aria-labelledby={headingId} className={`rounded-xl p-4 ring-1 ${chip}`}>
      <h2 id={headingId} className="flex items-center gap-2 font-bold">
        <Icon className={`size-5 shrink-0 ${icon}`} aria-hidden="true" />
        {title}
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {reasons.map((reason) => (
          <li key={reason} className="flex items-start gap-2">
            <Icon className={`mt-0.5 size-4 shrink-0 ${icon}`} aria-hidden="true" />
            {reason}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CompatibilityPanel({ animal }: { animal: CompatibilityTraits }) {
  const view = useCompatibility(animal);
  if (view.status === 'none') {
    return (
      <p className="flex items-start gap-3 rounded-xl bg-secondary/30 px-4 py-3 text-sm text-primary">
        <Sparkles className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
        <span>
          {badges.noQuestionnaire}{' '}
          <Link
            to={QUESTIONNAIRE_HREF}
            className="font-semibold underline decoration-secondary-dark underline-offset-4 hover:decoration-primary"
          >
            {badges.fillQuestionnaire}
          </Link>
        </span>
      </p>
    );
  }
  if (view.status !== 'ready' || view.fits.length + view.considers.length === 0) return null;
  const both = view.fits.length > 0 && view.considers.length > 0;
  return (
    <div className={`grid gap-3 ${both ? 'sm:grid-cols-2' : ''}`}>
      {view.fits.length > 0 ? (
        <ReasonList title={badges.fitsTitle} reasons={view.fits} effect="fit" />
      ) : null}
      {view.considers.length > 0 ? (
        <ReasonList title={badges.considerTitle} reasons={view.considers} effect="consider" />
      ) : null}
    </div>
  );
}
