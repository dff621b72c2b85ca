/**
 * What staff can decide about an application in its state ("Revisar",
 * "Pedir información", "Aprobar", "Rechazar"), each in a dialog with its
 * reason: required to ask for information and to reject, optional otherwise,
 * checked with the shared schema before sending; the applicant receives it
 * by e-mail. Refusals are shown in the API's Spanish.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Check, Eye, MessageCircleQuestion, X, type LucideIcon } from 'lucide-react';
import { SHELTER_APPLICATION_TRANSITIONS } from '@huella/shared/constants';
import { staffSheltersScreensMessages } from '@huella/shared/messages/staff-shelters-screens';
import {
  shelterApplicationDecisionSchema,
  type ShelterApplicationDecision,
  type StaffShelterApplication,
} from '@huella/shared/schemas/shelter-applications';
import { Button } from '../../../components/ui/button';
import { firstIssue, ReasonDialog } from '../shelters/reason-dialog';
import { useDecideApplication } from './api/decide-application';

const text = staffSheltersScreensMessages.application;
type Decision = ShelterApplicationDecision['state'];

const icons: Record<Decision, LucideIcon> = {
  en_revision: Eye,
  info_solicitada: MessageCircleQuestion,
  aprobada: Check,
  rechazada: X,
};
const variants: Record<Decision, 'primary' | 'secondary' | 'ghost' | 'danger'> = {
  en_revision: 'secondary',
  info_solicitada: 'secondary',
  aprobada: 'primary',
  rechazada: 'ghost',
};

export function ApplicationActions({ application }: { application: StaffShelterApplication }) {
  const decide = useDecideApplication(application.id);
  const [open, setOpen] = useState<Decision | null>(null);
  const next = SHELTER_APPLICATION_TRANSITIONS[application.state] as Decision[];
  const dialog = open ? text.dialogs[open] : null;

  return (
    <section
      aria-labelledby="application-actions"
      className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200"
    >
      <h2 id="application-actions" className="text-lg font-bold text-primary">
        {text.actions.label}
      </h2>
      {next.length === 0 ? <p className="text-sm text-muted">{text.actions.none}</p> : null}
      <div className="flex flex-col gap-2">
        {next.map((state) => {
          const Icon = icons[state];
          return (
            <Button
              key={state}
              variant={variants[state]}
              disabled={decide.isPending}
              onClick={() => setOpen(state)}
            >
              <Icon className="size-4" aria-hidden="true" />
              {text.actions[state]}
            </Button>
          );
        })}
      </div>
      {open && dialog ? (
        <ReasonDialog
          title={dialog.title}
          intro={dialog.intro}
          reasonLabel={dialog.reason}
          reasonHint={text.mailNote}
          confirmLabel={dialog.confirm}
          cancelLabel={text.actions.cancel}
          workingLabel={text.actions.working}
          tone={open === 'rechazada' ? 'danger' : 'primary'}
          busy={decide.isPending}
          fallbackError={text.failed}
          validate={(reason) =>
            firstIssue(
              shelterApplicationDecisionSchema.safeParse({ state: open, reason }),
              'reason',
            )
          }
          onConfirm={async (reason) => {
            await decide.mutateAsync({ state: open, reason });
            toast.success(text.done[open]);
          }}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}
