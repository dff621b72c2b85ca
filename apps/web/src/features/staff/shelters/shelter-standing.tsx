/**
 * Verify or unverify a shelter, suspend it or lift the suspension: each in a
 * dialog that says what will happen and takes the reason the audit log keeps.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Ban, BadgeCheck, BadgeX, RotateCcw } from 'lucide-react';
import { staffSheltersScreensMessages } from '@huella/shared/messages/staff-shelters-screens';
import { auditReason, type StaffShelter } from '@huella/shared/schemas/staff-admin';
import { Button } from '../../../components/ui/button';
import { useShelterSuspension } from './api/shelter-suspension';
import { useShelterVerification } from './api/shelter-verification';
import { firstIssue, ReasonDialog } from './reason-dialog';

const text = staffSheltersScreensMessages.shelter;
const checkReason = (reason: string) => firstIssue(auditReason.safeParse(reason));

export function ShelterStanding({ shelter }: { shelter: StaffShelter }) {
  const verification = useShelterVerification(shelter.id);
  const suspension = useShelterSuspension(shelter.id);
  const [open, setOpen] = useState<'verification' | 'suspension' | null>(null);
  const busy = verification.isPending || suspension.isPending;
  const common = {
    reasonLabel: text.reasonLabel,
    reasonHint: text.reasonHint,
    cancelLabel: text.cancel,
    workingLabel: text.working,
    fallbackError: text.failed,
    validate: checkReason,
    onClose: () => setOpen(null),
  };

  return (
    <section
      aria-labelledby="shelter-standing"
      className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
    >
      <h2 id="shelter-standing" className="text-lg font-bold text-primary">
        {text.actions.label}
      </h2>
      <div className="flex flex-col gap-2">
        <Button
          variant={shelter.verified ? 'ghost' : 'primary'}
          disabled={busy}
          onClick={() => setOpen('verification')}
        >
          {shelter.verified ? (
            <BadgeX className="size-4" aria-hidden="true" />
          ) : (
            <BadgeCheck className="size-4" aria-hidden="true" />
          )}
          {shelter.verified ? text.actions.unverify : text.actions.verify}
        </Button>
        <Button
          variant={shelter.suspended ? 'secondary' : 'danger'}
          disabled={busy}
          onClick={() => setOpen('suspension')}
        >
          {shelter.suspended ? (
            <RotateCcw className="size-4" aria-hidden="true" />
          ) : (
            <Ban className="size-4" aria-hidden="true" />
          )}
          {shelter.suspended ? text.actions.lift : text.actions.suspend}
        </Button>
      </div>

      {open === 'verification' ? (
        <ReasonDialog
          {...common}
          title={shelter.verified ? text.verifyDialog.unverifyTitle : text.verifyDialog.verifyTitle}
          intro={shelter.verified ? text.verifyDialog.unverifyText : text.verifyDialog.verifyText}
          confirmLabel={shelter.verified ? text.actions.unverify : text.actions.verify}
          tone={shelter.verified ? 'danger' : 'primary'}
          busy={verification.isPending}
          onConfirm={async (reason) => {
            const verified = !shelter.verified;
            await verification.mutateAsync({ verified, reason });
            toast.success(verified ? text.done.verified : text.done.unverified);
          }}
        />
      ) : null}
      {open === 'suspension' ? (
        <ReasonDialog
          {...common}
          title={shelter.suspended ? text.suspendDialog.liftTitle : text.suspendDialog.suspendTitle}
          intro={shelter.suspended ? text.suspendDialog.liftText : text.suspendDialog.suspendText}
          confirmLabel={shelter.suspended ? text.actions.lift : text.actions.suspend}
          tone={shelter.suspended ? 'primary' : 'danger'}
          busy={suspension.isPending}
          onConfirm={async (reason) => {
            const suspended = !shelter.suspended;
            await suspension.mutateAsync({ suspended, reason });
            toast.success(suspended ? text.done.suspended : text.done.lifted);
          }}
        />
      ) : null}
    </section>
  );
}
