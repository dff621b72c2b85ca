/**
 * 'Reportar anuncio' (spec §2 report modal): a reason from the four (required)
 * and an optional message of at most 1,000 characters, stored through the
 * API. Success closes the modal, clears the form and thanks with a toast.
 * A guest may leave an address to hear the outcome (issue 17, "Tu correo
 * (opcional)", checked with the shared schema); a signed-in reporter is told
 * at their account's address, so the field is not shown to them.
 *
 * A native modal dialog like every other (components/ui/modal-dialog.tsx):
 * labelled, focus on the first reason, trapped by the browser and back to the
 * opener; Escape closes; the rest of the page is inert while it is open.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { X } from 'lucide-react';
import {
  EMAIL_MAX_LENGTH,
  REPORT_MESSAGE_MAX_LENGTH,
  REPORT_REASONS,
  type ReportReason,
} from '@huella/shared/constants';
import { adoptionsMessages } from '@huella/shared/messages/adoptions';
import { commonMessages } from '@huella/shared/messages/common';
import { staffAdminScreensMessages } from '@huella/shared/messages/staff-admin-screens';
import { reportSchema } from '@huella/shared/schemas/pets';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useReportAnimal } from '../api/report-animal';

const reportText = adoptionsMessages.report;
const emailText = staffAdminScreensMessages.reportForm;

interface ReportModalProps {
  animalId: number;
  open: boolean;
  onClose: () => void;
}

export function ReportModal({ animalId, open, onClose }: ReportModalProps) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [serverError, setServerError] = useState('');
  const panelRef = useRef<HTMLDivElement>(null);
  const report = useReportAnimal(animalId);
  const { isAuthenticated } = useSession();
  const emailRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const introId = useId();
  const counterId = useId();
  const errorId = useId();

  const reset = () => {
    setReason('');
    setMessage('');
    setEmail('');
    setEmailError('');
    setReasonError('');
    setServerError('');
  };

  const close = () => {
    reset();
    onClose();
  };

  if (!open) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError('');
    if (!reason) {
      setReasonError(reportText.reasonRequired);
      panelRef.current?.querySelector<HTMLElement>('input[type="radio"]')?.focus();
      return;
    }
    const address = isAuthenticated ? '' : email.trim();
    const checked = reportSchema.safeParse({ reason, message: message.trim(), email: address });
    const emailProblem = checked.success
      ? ''
      : checked.error.issues.find((issue) => issue.path[0] === 'email')?.message;
    if (emailProblem) {
      setEmailError(emailProblem);
      emailRef.current?.focus();
      return;
    }
    try {
      const { detail } = await report.mutateAsync({
        reason,
        message: message.trim(),
        ...(address ? { email: address } : {}),
      });
      toast.success(detail || reportText.sent);
      close();
    } catch (error) {
      const fieldError = error instanceof ApiError ? error.fields.email?.[0] : undefined;
      if (fieldError) setEmailError(fieldError);
      setServerError(error instanceof ApiError ? error.message : commonMessages.errors.unexpected);
    }
  };

  return (
    <ModalDialog
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={introId}
      className="items-end justify-center backdrop:bg-primary/60 sm:items-center sm:p-4"
    >
      <div
        ref={panelRef}
        className="max-h-[95vh] w-full max-w-lg overflow-y-auto rounded-t-2xl bg-white p-6 shadow-xl sm:rounded-2xl"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold text-primary">
            {reportText.title}
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label={reportText.close}
            className="-m-1 rounded-full p-1 text-muted hover:bg-gray-100"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
        <p id={introId} className="mt-2 text-sm text-muted">
          {reportText.intro}
        </p>
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-5 space-y-5">
          <fieldset
            aria-describedby={reasonError ? errorId : undefined}
            aria-invalid={reasonError ? true : undefined}
          >
            <legend className="mb-2 text-sm font-semibold text-ink">
              {reportText.reason} <span aria-hidden="true">*</span>
            </legend>
            <div className="space-y-2">
              {REPORT_REASONS.map((option, index) => (
                <label
                  key={option}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border border-gray-200 px-3 py-2.5 has-checked:border-primary has-checked:bg-secondary/30"
                >
                  <input
                    type="radio"
                    name="reason"
                    value={option}
                    required
                    checked={reason === option}
                    data-autofocus={index === 0 ? '' : undefined}
                    onChange={() => {
                      setReason(option);
                      setReasonError('');
                    }}
                    className="size-4 accent-primary"
                  />
                  <span className="text-sm text-ink">{option}</span>
                </label>
              ))}
            </div>
            {reasonError ? (
              <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-danger">
                {reasonError}
              </p>
            ) : null}
          </fieldset>
          <div>
            <label
              htmlFor={`${titleId}-message`}
              className="mb-1 block text-sm font-medium text-ink"
            >
              {reportText.message}
            </label>
            <textarea
              id={`${titleId}-message`}
              name="message"
              rows={4}
              maxLength={REPORT_MESSAGE_MAX_LENGTH}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              aria-describedby={counterId}
              className="block w-full rounded-lg border border-gray-300 px-3 py-2.5 text-base text-ink focus:border-primary focus:ring-2 focus:ring-secondary-dark focus:outline-none"
            />
            <p id={counterId} className="mt-1 text-right text-xs text-muted">
              {reportText.counter(message.length, REPORT_MESSAGE_MAX_LENGTH)}
            </p>
          </div>
          {isAuthenticated ? null : (
            <TextField
              ref={emailRef}
              label={emailText.email}
              hint={emailText.emailHint}
              type="email"
              name="email"
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
              value={email}
              error={emailError || undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                setEmailError('');
              }}
            />
          )}
          {serverError ? <FormAlert>{serverError}</FormAlert> : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={close}>
              {reportText.cancel}
            </Button>
            <Button type="submit" variant="accent" disabled={report.isPending}>
              {report.isPending ? commonMessages.processing : reportText.submit}
            </Button>
          </div>
        </form>
      </div>
    </ModalDialog>
  );
}
