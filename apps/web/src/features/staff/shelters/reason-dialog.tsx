/**
 * A staff decision that takes a reason: what will happen, any fields of its
 * own, the reason (checked with the shared schema before anything is sent)
 * and the confirm button, disabled while sending. The API's refusal is shown
 * in its Spanish, on the field it names when it names one.
 */
import { useState, type ReactNode } from 'react';
import { STAFF_REASON_MAX_LENGTH } from '@huella/shared/constants';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { ApiError } from '../../../lib/api-client';
import { ActionDialog } from '../shop/action-dialog';

export interface ReasonDialogProps {
  title: string;
  /** What the decision does, in a sentence or two. */
  intro: ReactNode;
  reasonLabel: string;
  reasonHint?: string;
  confirmLabel: string;
  cancelLabel: string;
  workingLabel: string;
  tone?: 'primary' | 'danger';
  busy: boolean;
  /** The reason's problem, or undefined when it may be sent. */
  validate: (reason: string) => string | undefined;
  /** Other fields' checks, run with the reason's; errors by field name. */
  validateExtra?: () => Record<string, string | undefined>;
  /** Sends; rejects with the API's error. */
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
  /** Fields before the reason (an e-mail, a role). */
  children?: (errors: Record<string, string | undefined>) => ReactNode;
  fallbackError: string;
}

export function ReasonDialog({
  title,
  intro,
  reasonLabel,
  reasonHint,
  confirmLabel,
  cancelLabel,
  workingLabel,
  tone = 'primary',
  busy,
  validate,
  validateExtra,
  onConfirm,
  onClose,
  children,
  fallbackError,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    if (busy) return;
    setFailure(null);
    const found = { ...(validateExtra?.() ?? {}), reason: validate(reason) };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    onConfirm(reason.trim()).then(onClose, (error: unknown) => {
      if (error instanceof ApiError) {
        setErrors(
          Object.fromEntries(Object.entries(error.fields).map(([key, list]) => [key, list[0]])),
        );
        setFailure(error.message);
      } else setFailure(fallbackError);
    });
  };

  return (
    <ActionDialog
      title={title}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant={tone} disabled={busy}>
            {busy ? workingLabel : confirmLabel}
          </Button>
        </>
      }
    >
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className="text-sm text-ink">{intro}</div>
      {children?.(errors)}
      <TextAreaField
        label={reasonLabel}
        hint={reasonHint}
        value={reason}
        rows={4}
        maxLength={STAFF_REASON_MAX_LENGTH}
        error={errors.reason}
        data-autofocus={children ? undefined : true}
        onChange={(event) => {
          setReason(event.target.value);
          setErrors((current) => ({ ...current, reason: undefined }));
        }}
      />
    </ActionDialog>
  );
}

/** The first message of a zod result, or undefined when it passed. */
export function firstIssue(
  result: {
    success: boolean;
    error?: { issues: Array<{ message: string; path: PropertyKey[] }> };
  },
  field?: string,
): string | undefined {
  if (result.success) return undefined;
  const issues = result.error?.issues ?? [];
  const issue = field ? issues.find((item) => item.path[0] === field) : issues[0];
  return issue?.message;
}
