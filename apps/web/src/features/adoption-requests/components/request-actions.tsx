/**
 * The moves the API allows the reader now (`actions`), each confirmed first:
 * a dialog for most, an inline form with an optional reason for "Rechazar".
 * The outcome is a toast (announced politely); a refusal stays on screen as
 * an alert until the next try.
 */
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Loader2 } from 'lucide-react';
import { ADOPTION_TEXT_MAX_LENGTH, type AdoptionRequestAction } from '@huella/shared/constants';
import { adoptionRequestsScreensMessages } from '@huella/shared/messages/adoption-requests-screens';
import type { AdoptionRequest } from '@huella/shared/schemas/adoption-requests';
import { Button } from '../../../components/ui/button';
import { useDialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { apiErrorMessage } from '../../../lib/api-form-errors';
import { useChangeAdoptionRequest } from '../api/change-adoption-request';

const actionsText = adoptionRequestsScreensMessages.actions;
const formText = adoptionRequestsScreensMessages.form;

/** The order on screen: forward moves first, the ones that close the request last. */
const ORDER: readonly AdoptionRequestAction[] = [
  'review',
  'accept',
  'complete',
  'reject',
  'withdraw',
];
const variants: Record<AdoptionRequestAction, 'primary' | 'secondary' | 'danger' | 'accent'> = {
  review: 'secondary',
  accept: 'primary',
  complete: 'accent',
  reject: 'danger',
  withdraw: 'danger',
};

export function RequestActions({ request }: { request: AdoptionRequest }) {
  const dialog = useDialog();
  const change = useChangeAdoptionRequest();
  const [failure, setFailure] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const group = useRef<HTMLDivElement>(null);
  const allowed = ORDER.filter((action) => request.actions.includes(action));
  if (allowed.length === 0) return null;

  const run = async (action: AdoptionRequestAction, note?: string) => {
    setFailure(null);
    try {
      await change.mutateAsync({ id: request.id, action, note });
      toast.success(actionsText.done[action]);
      setRejecting(false);
      setReason('');
    } catch (error) {
      setFailure(`${actionsText.failed} ${apiErrorMessage(error)}`);
    }
  };

  const ask = async (action: AdoptionRequestAction) => {
    if (action === 'reject') {
      setRejecting(true);
      return;
    }
    const confirmed = await dialog.confirm({
      title: actionsText.confirmTitles[action],
      message: actionsText.confirmTexts[action],
      confirmLabel: actionsText.names[action],
      type: 'warning',
    });
    if (confirmed) await run(action);
  };

  const busy = change.isPending;
  return (
    <div className="space-y-3">
      <div ref={group} role="group" aria-label={actionsText.label} className="flex flex-wrap gap-2">
        {allowed.map((action) => (
          <Button
            key={action}
            data-action={action}
            variant={variants[action]}
            size="sm"
            disabled={busy}
            onClick={() => void ask(action)}
          >
            {busy && change.variables?.action === action ? (
              <Loader2
                className="size-4 animate-spin motion-reduce:animate-none"
                aria-hidden="true"
              />
            ) : null}
            {actionsText.names[action]}
          </Button>
        ))}
      </div>
      {rejecting ? (
        <form
          className="space-y-3 rounded-xl border border-red-200 bg-red-50/50 p-4"
          aria-label={actionsText.confirmTitles.reject}
          onSubmit={(event) => {
            event.preventDefault();
            void run('reject', reason.trim());
          }}
        >
          <p className="text-sm text-ink">{actionsText.confirmTexts.reject}</p>
          <TextAreaField
            label={actionsText.rejectReason}
            value={reason}
            maxLength={ADOPTION_TEXT_MAX_LENGTH}
            onChange={(event) => setReason(event.target.value)}
            counter={formText.counter(reason.length, ADOPTION_TEXT_MAX_LENGTH)}
            autoFocus
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" size="sm" disabled={busy}>
              {busy ? (
                <Loader2
                  className="size-4 animate-spin motion-reduce:animate-none"
                  aria-hidden="true"
                />
              ) : null}
              {actionsText.rejectConfirm}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              onClick={() => {
                setRejecting(false);
                setReason('');
                // Focus goes back to the button that opened the form.
                group.current?.querySelector<HTMLButtonElement>('[data-action="reject"]')?.focus();
              }}
            >
              {actionsText.cancel}
            </Button>
          </div>
        </form>
      ) : null}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
    </div>
  );
}
