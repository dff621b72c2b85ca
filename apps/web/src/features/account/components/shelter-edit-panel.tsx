/**
 * "Editar refugio" (spec §2, §5): a side panel with Información Básica
 * (Nombre, required; Teléfono, Email, Tipo), Presentación (logo or photo,
 * saved on its own; Descripción, Horario, Condiciones de adopción, shown on
 * the public page), Redes Sociales (Sitio Web, Facebook, Instagram) and
 * Ubicación (Dirección, Ciudad, Latitud, Longitud).
 * Checked with the API's own schema first; the server's per-field messages
 * land on their fields. Success closes the panel with the spec's toast; a
 * failure is told inside the panel, where focus is.
 */
import { useState, type ComponentProps } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { SHELTER_KINDS } from '@huella/shared/constants';
import { sheltersMessages } from '@huella/shared/messages/shelters';
import {
  SHELTER_ADOPTION_CONDITIONS_MAX_LENGTH,
  SHELTER_DESCRIPTION_MAX_LENGTH,
  SHELTER_OPENING_HOURS_MAX_LENGTH,
  shelterWriteSchema,
  type MyShelter,
  type ShelterWrite,
} from '@huella/shared/schemas/shelters';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { setApiFieldErrors } from '../../../lib/api-form-errors';
import { useUpdateShelterMutation } from '../api/update-shelter';
import { asyncHandler } from '../../../lib/async-handler';
import { ShelterPhotoField } from './shelter-photo-field';
import { legalMessages } from '@huella/shared/messages/legal';
import { PrivacyNotice } from '../../../components/ui/privacy-notice';

const editText = sheltersMessages.edit;

const TEXT_FIELDS = [
  'name',
  'phone',
  'email',
  'web',
  'facebook',
  'instagram',
  'address',
  'city',
  'latitude',
  'longitude',
] as const;
/** The shelter's own words on its public page, with their limits. */
const LONG_FIELDS = {
  description: SHELTER_DESCRIPTION_MAX_LENGTH,
  opening_hours: SHELTER_OPENING_HOURS_MAX_LENGTH,
  adoption_conditions: SHELTER_ADOPTION_CONDITIONS_MAX_LENGTH,
} as const;
const FIELDS = [
  ...TEXT_FIELDS,
  ...(Object.keys(LONG_FIELDS) as (keyof typeof LONG_FIELDS)[]),
  'kind',
] as const;

/** What the inputs hold (text, coordinates included) before the schema reads them. */
type ShelterFormValues = z.input<typeof shelterWriteSchema>;

const toFormValues = (shelter: MyShelter): ShelterFormValues => ({
  name: shelter.name,
  phone: shelter.phone,
  email: shelter.email,
  kind: shelter.kind,
  web: shelter.web,
  facebook: shelter.facebook,
  instagram: shelter.instagram,
  address: shelter.address,
  city: shelter.city,
  latitude: shelter.latitude === null ? '' : String(shelter.latitude),
  longitude: shelter.longitude === null ? '' : String(shelter.longitude),
  description: shelter.description,
  opening_hours: shelter.opening_hours,
  adoption_conditions: shelter.adoption_conditions,
});

interface ShelterEditPanelProps {
  shelter: MyShelter;
  open: boolean;
  onClose: () => void;
}

export function ShelterEditPanel({ shelter, open, onClose }: ShelterEditPanelProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      variant="side"
      title={editText.title}
      description={editText.intro}
      closeLabel={editText.close}
    >
      {/* A fresh form each time it opens, with the shelter as it is now. */}
      <ShelterEditForm key={shelter.id} shelter={shelter} onDone={onClose} />
    </Modal>
  );
}

function ShelterEditForm({ shelter, onDone }: { shelter: MyShelter; onDone: () => void }) {
  const mutation = useUpdateShelterMutation(shelter.id);
  const [failure, setFailure] = useState<{ message: string; detail?: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ShelterFormValues, unknown, ShelterWrite>({
    resolver: zodResolver(shelterWriteSchema),
    defaultValues: toFormValues(shelter),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await mutation.mutateAsync(values);
      toast.success(editText.success);
      onDone();
    } catch (error) {
      if (setApiFieldErrors(error, setError, FIELDS)) {
        setFailure({ message: editText.fieldsFailure });
        return;
      }
      // The server's own reason (no permission, no such shelter) says more than the generic text.
      const detail =
        error instanceof ApiError && error.status >= 400 && error.status < 500
          ? error.message
          : undefined;
      if (!(error instanceof ApiError)) console.warn('Shelter update failed', error);
      setFailure({ message: editText.failure, detail });
    }
  });

  const text = (
    field: (typeof TEXT_FIELDS)[number],
    props: Partial<ComponentProps<typeof TextField>> = {},
  ) => (
    <TextField
      label={sheltersMessages.fields[field]}
      error={errors[field]?.message}
      {...props}
      {...register(field)}
    />
  );

  const [description, openingHours, adoptionConditions] = useWatch({
    control,
    name: ['description', 'opening_hours', 'adoption_conditions'],
  });
  const typed = {
    description,
    opening_hours: openingHours,
    adoption_conditions: adoptionConditions,
  };

  const long = (field: keyof typeof LONG_FIELDS, rows: number) => {
    const max = LONG_FIELDS[field];
    const length = (typed[field] ?? '').length;
    return (
      <TextAreaField
        label={sheltersMessages.fields[field]}
        hint={editText.hints[field]}
        rows={rows}
        maxLength={max}
        counter={`${length}/${max}`}
        counterTone={length > max * 0.9 ? 'warning' : 'normal'}
        error={errors[field]?.message}
        {...register(field)}
      />
    );
  };

  return (
    <form onSubmit={asyncHandler(onSubmit)} noValidate className="flex min-h-full flex-col">
      <div className="flex-1 space-y-8 px-5 py-6 sm:px-6">
        {failure ? (
          <FormAlert>
            <p>{failure.message}</p>
            {failure.detail ? <p className="mt-1">{failure.detail}</p> : null}
          </FormAlert>
        ) : null}
        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-3 text-sm font-semibold tracking-wide text-accent uppercase">
            {editText.sections.basic}
          </legend>
          <TextField
            label={sheltersMessages.fields.name}
            error={errors.name?.message}
            className="sm:col-span-2"
            required
            autoComplete="organization"
            data-autofocus
            {...register('name')}
          />
          {text('phone', { type: 'tel', autoComplete: 'tel' })}
          {text('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
          <SelectField
            label={sheltersMessages.fields.kind}
            error={errors.kind?.message}
            className="sm:col-span-2"
            {...register('kind')}
          >
            {SHELTER_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {sheltersMessages.kinds[kind]}
              </option>
            ))}
          </SelectField>
        </fieldset>
        <fieldset className="grid gap-5">
          <legend className="mb-3 text-sm font-semibold tracking-wide text-accent uppercase">
            {editText.sections.presentation}
          </legend>
          <div>
            <p className="mb-2 text-sm font-medium text-ink">{sheltersMessages.fields.photo}</p>
            <ShelterPhotoField shelter={shelter} />
          </div>
          {long('description', 5)}
          {long('opening_hours', 3)}
          {long('adoption_conditions', 4)}
        </fieldset>
        <fieldset className="grid gap-5">
          <legend className="mb-3 text-sm font-semibold tracking-wide text-accent uppercase">
            {editText.sections.social}
          </legend>
          {text('web', { type: 'url', autoComplete: 'url', hint: editText.hints.web })}
          {text('facebook', { hint: editText.hints.social })}
          {text('instagram', { hint: editText.hints.social })}
        </fieldset>
        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-3 text-sm font-semibold tracking-wide text-accent uppercase">
            {editText.sections.location}
          </legend>
          {text('address', { className: 'sm:col-span-2', autoComplete: 'street-address' })}
          {text('city', { className: 'sm:col-span-2', autoComplete: 'address-level2' })}
          {text('latitude', { inputMode: 'decimal', hint: editText.hints.latitude })}
          {text('longitude', { inputMode: 'decimal', hint: editText.hints.longitude })}
        </fieldset>
        <PrivacyNotice purpose={legalMessages.privacy.purposes.shelter} />
      </div>
      <div className="sticky bottom-0 flex flex-col-reverse gap-3 border-t border-gray-100 bg-white px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          {editText.cancel}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? editText.saving : editText.submit}
        </Button>
      </div>
    </form>
  );
}
