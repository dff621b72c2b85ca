/**
 * The form to register a shelter (issue 17): the kind as three radio cards
 * (the tax identifier's label, hint and rule follow it: a CIF for a Refugio
 * or a Protectora, required; an optional NIF/NIE for a Particular), the legal
 * data, the address (a province from the list), the contact data (the
 * account's e-mail prefilled) and a message. Checked with the API's own
 * schema; the server's per-field messages land on their fields. Nothing typed
 * is lost: a draft stays in this tab's sessionStorage until the application
 * is sent.
 */
import { useState } from 'react';
import { useForm, useWatch, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { HeartHandshake, House, UserRound, type LucideIcon } from 'lucide-react';
import {
  PROVINCES,
  SHELTER_APPLICATION_MESSAGE_MAX_LENGTH,
  SHELTER_KINDS,
} from '@huella/shared/constants';
import type { ShelterKind } from '@huella/shared/constants';
import { shelterApplicationsScreensMessages } from '@huella/shared/messages/shelter-applications-screens';
import { shelterApplicationsMessages } from '@huella/shared/messages/shelter-applications';
import { legalMessages } from '@huella/shared/messages/legal';
import {
  shelterApplicationInputSchema,
  taxIdProblem,
  type ShelterApplication,
  type ShelterApplicationInput,
} from '@huella/shared/schemas/shelter-applications';
import { normalizeTaxId } from '@huella/shared/tax-id';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { PrivacyNotice } from '../../../components/ui/privacy-notice';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { setApiFieldErrors } from '../../../lib/api-form-errors';
import { asyncHandler } from '../../../lib/async-handler';
import { useCreateApplication } from '../api/create-application';

const text = shelterApplicationsScreensMessages;
const fieldText = text.fields;

export type ApplicationFormValues = z.input<typeof shelterApplicationInputSchema>;

const FIELDS = [
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
  'message',
] as const satisfies readonly Path<ApplicationFormValues>[];

const KIND_ICONS: Record<ShelterKind, LucideIcon> = {
  Refugio: House,
  Protectora: HeartHandshake,
  Particular: UserRound,
};

const EMPTY: ApplicationFormValues = {
  name: '',
  kind: undefined as unknown as ShelterKind,
  tax_id: '',
  registry_number: '',
  address: '',
  city: '',
  province: '' as ApplicationFormValues['province'],
  postcode: '',
  phone: '',
  email: '',
  web: '',
  facebook: '',
  instagram: '',
  message: '',
};

const schemaResolver = zodResolver(shelterApplicationInputSchema);

/**
 * The shared schema checks the CIF only once every other field is valid; the
 * form tells it at once, with the rest (a wrong CIF is not a surprise later).
 */
const resolver: Resolver<ApplicationFormValues, unknown, ShelterApplicationInput> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  if (Object.keys(result.errors).length === 0 || result.errors.tax_id) return result;
  if (!(SHELTER_KINDS as readonly string[]).includes(values.kind)) return result;
  const problem = taxIdProblem(values.kind, normalizeTaxId(values.tax_id ?? ''));
  if (!problem) return result;
  return {
    values: {},
    errors: { ...result.errors, tax_id: { type: 'custom', message: problem } },
  };
};

/** Where the draft lives: one per account, in this tab only. */
export const draftKey = (email: string | null) => `huella:shelter-application:${email ?? ''}`;

function readDraft(key: string): Partial<ApplicationFormValues> | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as unknown;
    if (!parsed || typeof parsed !== 'object') return null;
    const draft: Partial<Record<string, string>> = {};
    for (const field of FIELDS) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === 'string') draft[field] = value;
    }
    return draft as Partial<ApplicationFormValues>;
  } catch {
    return null;
  }
}

function writeDraft(key: string, values: Partial<ApplicationFormValues>) {
  try {
    sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // A full or blocked storage only costs the draft.
  }
}

export function clearDraft(key: string) {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

interface ApplicationFormProps {
  /** The account's e-mail: the contact e-mail's first value and the draft's key. */
  accountEmail: string | null;
  /** Values to start from (a new application after a rejected one). */
  initial?: Partial<ApplicationFormValues>;
  onSent: (application: ShelterApplication) => void;
  /** The 409 of an application already open: the page shows that one instead. */
  onAlreadyOpen?: () => void;
}

export function ApplicationForm({
  accountEmail,
  initial,
  onSent,
  onAlreadyOpen,
}: ApplicationFormProps) {
  const key = draftKey(accountEmail);
  const mutation = useCreateApplication();
  const [failure, setFailure] = useState<string | null>(null);
  const [defaults] = useState<ApplicationFormValues>(() => ({
    ...EMPTY,
    email: accountEmail ?? '',
    ...initial,
    ...readDraft(key),
  }));
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationFormValues, unknown, ShelterApplicationInput>({
    resolver,
    defaultValues: defaults,
  });

  const [kind, message] = useWatch({ control, name: ['kind', 'message'] });
  const particular = kind === 'Particular';
  const messageLength = (message ?? '').length;

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      const created = await mutation.mutateAsync(input);
      clearDraft(key);
      onSent(created);
    } catch (error) {
      if (setApiFieldErrors(error, setError, FIELDS)) {
        setFailure(text.fieldsFailure);
        return;
      }
      if (error instanceof ApiError && error.status === 409) {
        onAlreadyOpen?.();
        setFailure(error.message || shelterApplicationsMessages.errors.alreadyOpen);
        return;
      }
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        setFailure(error.message);
        return;
      }
      setFailure(text.failure);
    }
  });

  const legend = 'mb-3 text-sm font-semibold tracking-wide text-accent uppercase';

  return (
    <form
      onSubmit={asyncHandler(onSubmit)}
      // The draft follows every change (sessionStorage: this tab only, gone with it).
      onChange={() => writeDraft(key, getValues())}
      noValidate
      className="space-y-8"
    >
      <p className="text-sm text-muted">{text.required}</p>
      {failure ? <FormAlert>{failure}</FormAlert> : null}

      <fieldset aria-describedby={errors.kind ? 'application-kind-error' : undefined}>
        <legend className={legend}>{text.sections.kind} *</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {SHELTER_KINDS.map((option) => {
            const Icon = KIND_ICONS[option];
            return (
              <label
                key={option}
                className="group relative flex cursor-pointer flex-col gap-1 rounded-2xl border-2 border-gray-200 bg-white p-4 transition-colors has-checked:border-primary has-checked:bg-secondary/30 has-focus-visible:ring-2 has-focus-visible:ring-primary hover:border-primary/50"
              >
                <input
                  type="radio"
                  value={option}
                  className="sr-only"
                  aria-describedby={`application-kind-${option}`}
                  {...register('kind')}
                />
                <span className="flex items-center gap-2 font-bold text-primary">
                  <Icon className="size-5 text-accent" aria-hidden="true" />
                  {text.kinds[option].title}
                </span>
                <span id={`application-kind-${option}`} className="text-sm text-muted">
                  {text.kinds[option].text}
                </span>
              </label>
            );
          })}
        </div>
        {errors.kind ? (
          <p
            id="application-kind-error"
            role="alert"
            className="mt-2 text-sm font-medium text-danger"
          >
            {errors.kind.message}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className={legend}>{text.sections.identity}</legend>
        <TextField
          label={`${particular ? fieldText.nameParticular : fieldText.name} *`}
          error={errors.name?.message}
          className="sm:col-span-2"
          autoComplete="organization"
          {...register('name')}
        />
        <TextField
          label={particular ? fieldText.nif : `${fieldText.cif} *`}
          hint={particular ? fieldText.nifHint : fieldText.cifHint}
          error={errors.tax_id?.message}
          autoCapitalize="characters"
          spellCheck={false}
          {...register('tax_id')}
        />
        <TextField
          label={fieldText.registry_number}
          hint={fieldText.registryHint}
          error={errors.registry_number?.message}
          {...register('registry_number')}
        />
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className={legend}>{text.sections.where}</legend>
        <TextField
          label={`${fieldText.address} *`}
          error={errors.address?.message}
          className="sm:col-span-2"
          autoComplete="street-address"
          {...register('address')}
        />
        <TextField
          label={`${fieldText.city} *`}
          error={errors.city?.message}
          autoComplete="address-level2"
          {...register('city')}
        />
        <SelectField
          label={`${fieldText.province} *`}
          error={errors.province?.message}
          {...register('province')}
        >
          <option value="">{fieldText.provincePlaceholder}</option>
          {PROVINCES.map((province) => (
            <option key={province} value={province}>
              {province}
            </option>
          ))}
        </SelectField>
        <TextField
          label={fieldText.postcode}
          error={errors.postcode?.message}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          {...register('postcode')}
        />
      </fieldset>

      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className={legend}>{text.sections.contact}</legend>
        <TextField
          label={`${fieldText.phone} *`}
          error={errors.phone?.message}
          type="tel"
          autoComplete="tel"
          {...register('phone')}
        />
        <TextField
          label={`${fieldText.email} *`}
          hint={fieldText.emailHint}
          error={errors.email?.message}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...register('email')}
        />
        <TextField
          label={fieldText.web}
          error={errors.web?.message}
          type="url"
          autoComplete="url"
          className="sm:col-span-2"
          {...register('web')}
        />
        <TextField
          label={fieldText.facebook}
          hint={fieldText.socialHint}
          error={errors.facebook?.message}
          {...register('facebook')}
        />
        <TextField
          label={fieldText.instagram}
          hint={fieldText.socialHint}
          error={errors.instagram?.message}
          {...register('instagram')}
        />
      </fieldset>

      <fieldset className="grid gap-5">
        <legend className={legend}>{text.sections.message}</legend>
        <TextAreaField
          label={fieldText.message}
          hint={fieldText.messageHint}
          rows={5}
          maxLength={SHELTER_APPLICATION_MESSAGE_MAX_LENGTH}
          counter={`${messageLength}/${SHELTER_APPLICATION_MESSAGE_MAX_LENGTH}`}
          counterTone={
            messageLength > SHELTER_APPLICATION_MESSAGE_MAX_LENGTH * 0.9 ? 'warning' : 'normal'
          }
          error={errors.message?.message}
          {...register('message')}
        />
      </fieldset>

      <PrivacyNotice purpose={legalMessages.privacy.purposes.shelterApplication} />
      <p className="text-sm text-muted">{text.draftKept}</p>
      <div className="flex justify-end">
        <Button
          type="submit"
          variant="accent"
          size="lg"
          disabled={isSubmitting}
          className="w-full sm:w-auto"
        >
          {isSubmitting ? text.sending : text.submit}
        </Button>
      </div>
    </form>
  );
}
