/**
 * A staff decision that needs a reason (a statement of reasons, or the audit
 * log's reason), in the staff's modal: what will happen in a sentence, the
 * reason (checked with the shared schema: required, at least a sentence),
 * optionally one choice ("Ocultar el anuncio"), and the server's refusal in
 * its own Spanish, on the field when it names one.
 */
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { STAFF_REASON_MAX_LENGTH } from '@huella/shared/constants';
import { staffAdminScreensMessages } from '@huella/shared/messages/staff-admin-screens';
import { auditReason, statementOfReasons } from '@huella/shared/schemas/staff-admin';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { apiErrorMessage, setApiFieldErrors } from '../../../lib/api-form-errors';
import { ActionDialog } from '../shop/action-dialog';

const statementForm = z.object({ reason: statementOfReasons, choice: z.boolean() });
const auditForm = z.object({ reason: auditReason, choice: z.boolean() });
type ReasonForm = z.infer<typeof statementForm>;

interface ReasonDialogProps {
  title: string;
  /** What will happen, and who will read the reason. */
  intro?: ReactNode;
  label: string;
  hint: string;
  /** 'statement': a statement of reasons mailed out; 'audit': the audit log's reason. */
  kind: 'statement' | 'audit';
  confirm: string;
  confirmVariant?: 'primary' | 'danger' | 'accent';
  /** One optional choice beside the reason. */
  choice?: { label: string; hint?: string; initial?: boolean };
  onClose: () => void;
  /** Sends the decision; a rejection keeps the dialog open with the server's message. */
  onConfirm: (values: { reason: string; choice: boolean }) => Promise<unknown>;
}

export function ReasonDialog({
  title,
  intro,
  label,
  hint,
  kind,
  confirm,
  confirmVariant = 'primary',
  choice,
  onClose,
  onConfirm,
}: ReasonDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReasonForm>({
    resolver: zodResolver(kind === 'statement' ? statementForm : auditForm),
    defaultValues: { reason: '', choice: choice?.initial ?? false },
  });
  const { register, handleSubmit, formState, setError, control } = form;
  const length = useWatch({ control, name: 'reason' }).length;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onConfirm({ reason: values.reason.trim(), choice: values.choice });
      onClose();
    } catch (error) {
      if (!setApiFieldErrors(error, setError, ['reason'])) setFailure(apiErrorMessage(error));
    }
  });

  return (
    <ActionDialog
      title={title}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={formState.isSubmitting}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {staffAdminScreensMessages.report.cancel}
          </Button>
          <Button type="submit" variant={confirmVariant} disabled={formState.isSubmitting}>
            {formState.isSubmitting ? staffAdminScreensMessages.report.actions.working : confirm}
          </Button>
        </>
      }
    >
      {intro ? <div className="text-sm text-ink">{intro}</div> : null}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <TextAreaField
        label={label}
        hint={hint}
        maxLength={STAFF_REASON_MAX_LENGTH}
        rows={5}
        data-autofocus
        error={formState.errors.reason?.message}
        counter={staffAdminScreensMessages.report.counter(length, STAFF_REASON_MAX_LENGTH)}
        {...register('reason')}
      />
      {choice ? (
        <div>
          <Checkbox label={choice.label} {...register('choice')} />
          {choice.hint ? <p className="mt-1 ml-8 text-sm text-muted">{choice.hint}</p> : null}
        </div>
      ) : null}
    </ActionDialog>
  );
}
