/**
 * The answer to staff's request for information: the answer (required) and,
 * folded away, the application's data to correct. Only the fields changed are
 * sent; the merged application must still meet the form's CIF rule.
 */
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { PROVINCES, SHELTER_KINDS, type ShelterKind } from '@huella/shared/constants';
import { shelterApplicationsScreensMessages } from '@huella/shared/messages/shelter-applications-screens';
import {
  shelterApplicationReplySchema,
  taxIdProblem,
  type ShelterApplication,
  type ShelterApplicationReply,
} from '@huella/shared/schemas/shelter-applications';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { setApiFieldErrors } from '../../../lib/api-form-errors';
import { asyncHandler } from '../../../lib/async-handler';
import { useReplyToApplication } from '../api/reply-to-application';

const text = shelterApplicationsScreensMessages.reply;
const fieldText = shelterApplicationsScreensMessages.fields;

/** The reply's anchor on /registrar-refugio (Mi cuenta's "Responder"). */
export const REPLY_ANCHOR = 'responder';

const CORRECTABLE = [
  'name',
  'kind',
  'tax_id',
  'registry_number',
  'address',
  'city',
  'province',
  'postcode',
  'phone',
  'email',
  'web',
  'facebook',
  'instagram',
] as const;
type Correctable = (typeof CORRECTABLE)[number];

/** What the inputs hold: the answer and every correctable field, as text. */
interface ReplyFormValues {
  message: string;
  changes: Record<Correctable, string>;
}

const FIELDS = ['message', ...CORRECTABLE.map((field) => `changes.${field}` as const)] as const;

/** The API may name a correction's field with or without `changes.`. */
function withChangesPrefix(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const fields: Record<string, string[]> = { ...error.fields };
  for (const field of CORRECTABLE) {
    if (fields[field] && !fields[`changes.${field}`]) fields[`changes.${field}`] = fields[field];
  }
  return new ApiError(error.message, error.status, error.code, fields);
}

export function ReplyForm({ application }: { application: ShelterApplication }) {
  const mutation = useReplyToApplication(application.id);
  const [failure, setFailure] = useState<string | null>(null);
  const original = Object.fromEntries(
    CORRECTABLE.map((field) => [field, application[field]]),
  ) as Record<Correctable, string>;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ReplyFormValues, unknown, ShelterApplicationReply>({
    resolver: zodResolver(shelterApplicationReplySchema) as never,
    defaultValues: { message: '', changes: original },
  });
  const kind = useWatch({ control, name: 'changes.kind' }) as ShelterKind;

  // Mi cuenta's "Responder" links here (#responder): the answer is where the eye lands.
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (window.location.hash !== `#${REPLY_ANCHOR}`) return;
    sectionRef.current?.scrollIntoView?.({ block: 'start' });
    sectionRef.current?.querySelector('textarea')?.focus({ preventScroll: true });
  }, []);

  const onSubmit = handleSubmit(async (reply) => {
    setFailure(null);
    const typed = (reply.changes ?? {}) as Partial<Record<Correctable, string>>;
    const changed = Object.fromEntries(
      CORRECTABLE.filter(
        (field) => typed[field] !== undefined && typed[field] !== original[field],
      ).map((field) => [field, typed[field]]),
    ) as ShelterApplicationReply['changes'];
    const merged = { ...original, ...changed };
    const problem = taxIdProblem(merged.kind, merged.tax_id);
    if (problem) {
      setError('changes.tax_id', { type: 'validate', message: problem }, { shouldFocus: true });
      return;
    }
    try {
      await mutation.mutateAsync({
        message: reply.message,
        ...(changed && Object.keys(changed).length > 0 && { changes: changed }),
      });
      reset({ message: '', changes: original });
      toast.success(text.success);
    } catch (error) {
      if (
        setApiFieldErrors(
          withChangesPrefix(error),
          setError,
          FIELDS as unknown as Path<ReplyFormValues>[],
        )
      ) {
        setFailure(shelterApplicationsScreensMessages.fieldsFailure);
        return;
      }
      setFailure(
        error instanceof ApiError && error.status >= 400 && error.status < 500
          ? error.message
          : text.failure,
      );
    }
  });

  const field = (name: Exclude<Correctable, 'kind' | 'province'>, label: string) => (
    <TextField
      label={label}
      error={errors.changes?.[name]?.message}
      {...register(`changes.${name}`)}
    />
  );

  return (
    <section
      ref={sectionRef}
      id={REPLY_ANCHOR}
      aria-labelledby="application-reply-title"
      className="scroll-mt-24 space-y-4"
    >
      <h3 id="application-reply-title" className="text-lg font-bold text-primary">
        {text.title}
      </h3>
      <form onSubmit={asyncHandler(onSubmit)} noValidate className="space-y-5">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <TextAreaField
          label={`${text.answer} *`}
          hint={text.answerHint}
          rows={5}
          error={errors.message?.message}
          {...register('message')}
        />
        <details className="rounded-xl border border-gray-200 p-4">
          <summary className="cursor-pointer font-semibold text-primary">{text.correct}</summary>
          <p className="mt-1 text-sm text-muted">{text.correctHint}</p>
          <div className="mt-4 grid gap-5 sm:grid-cols-2">
            {field('name', fieldText.name)}
            <SelectField
              label={fieldText.kind}
              error={errors.changes?.kind?.message}
              {...register('changes.kind')}
            >
              {SHELTER_KINDS.map((option) => (
                <option key={option} value={option}>
                  {shelterApplicationsScreensMessages.kinds[option].title}
                </option>
              ))}
            </SelectField>
            {field('tax_id', kind === 'Particular' ? fieldText.nif : fieldText.cif)}
            {field('registry_number', fieldText.registry_number)}
            {field('address', fieldText.address)}
            {field('city', fieldText.city)}
            <SelectField
              label={fieldText.province}
              error={errors.changes?.province?.message}
              {...register('changes.province')}
            >
              {PROVINCES.map((province) => (
                <option key={province} value={province}>
                  {province}
                </option>
              ))}
            </SelectField>
            {field('postcode', fieldText.postcode)}
            {field('phone', fieldText.phone)}
            {field('email', fieldText.email)}
            {field('web', fieldText.web)}
            {field('facebook', fieldText.facebook)}
            {field('instagram', fieldText.instagram)}
          </div>
        </details>
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
            {isSubmitting ? text.sending : text.submit}
          </Button>
        </div>
      </form>
    </section>
  );
}
