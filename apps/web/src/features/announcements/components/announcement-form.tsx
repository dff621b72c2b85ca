/**
 * The adoption announcement form (spec §2 "Nuevo anuncio de adopción", §3, §5,
 * §8), to create an announcement or, given one, to edit it. Checked with the
 * API's own schema before sending; a missing required field gets the spec's
 * message for the form and a word beside the field, and focus goes to the
 * first field in error. The server's per-field messages land beside their
 * fields too. Creating resets the form (shelter back to the first) and says
 * so; saving an edit goes back to Mi cuenta → Anuncios with a toast.
 */
import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Loader2 } from 'lucide-react';
import {
  NAME_MAX_LENGTH,
  PET_ENERGY_LEVELS,
  PET_GENDERS,
  PET_KINDS,
  PET_SIZES,
  PET_STATES,
} from '@huella/shared/constants';
import { announcementsMessages } from '@huella/shared/messages/announcements';
import { compatibilityMessages } from '@huella/shared/messages/compatibility';
import {
  PET_CHIP_NUMBER_MAX_LENGTH,
  PET_DESCRIPTION_MAX_LENGTH,
  PET_RACE_MAX_LENGTH,
  PET_SICKNESS_MAX_LENGTH,
  type Pet,
  type PetPhoto,
  type PetWrite,
} from '@huella/shared/schemas/pets';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useMyShelters } from '../../../lib/my-shelters';
import { storedPhotoItem, usePhotoList } from '../hooks/use-photo-list';
import { SaveRequestError, useSaveAnnouncement } from '../hooks/use-save-announcement';
import {
  announcementResolver,
  announcementValues,
  emptyAnnouncement,
  fieldMessage,
  formFieldOf,
  isMissingRequired,
  type AnnouncementField,
  type AnnouncementFormValues,
} from '../utils/announcement-values';
import { failureDetail, isRetryLater, MissingIdError } from '../utils/save-failure';
import { PhotoPicker } from './photo-picker';
import { ShelterField } from './shelter-field';
import { publishBlock } from '../utils/publish-block';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { asyncHandler } from '../../../lib/async-handler';

/** Where Cancelar and a saved edit go; the dashboard scrolls to its top (spec §2). */
const CREATE_EXIT = '/dashboard';
const EDIT_EXIT = '/dashboard?seccion=anuncios';
const EXIT_STATE = { fromAdoptionForm: true };

/** Announcements in these states are on the public catalogue, so there is a page to see. */
const isPublic = (pet: Pet) => pet.state === 'en_adopcion' || pet.state === 'pendiente';

/** The latest birth date the API accepts: today, by its (UTC) calendar. */
const today = () => new Date().toISOString().slice(0, 10);

/** Where focus goes after saving: the message above the form, the photos or a field. */
type FocusTarget = 'notice' | 'photos' | AnnouncementField;
interface FocusRequest {
  target: FocusTarget;
  seq: number;
}

interface Failure {
  message: string;
  /** Spec §8's general text: add it when trying again later is the advice. */
  general?: boolean;
  hint?: string;
}

export function AnnouncementForm({ pet }: { pet?: Pet }) {
  const editing = pet !== undefined;
  const navigate = useNavigate();
  const shelters = useMyShelters();
  const firstShelterId = shelters.data?.[0]?.id;
  const photos = usePhotoList(pet ? pet.images.map(storedPhotoItem) : []);
  const [baseline, setBaseline] = useState<PetPhoto[]>(pet?.images ?? []);
  const { save, progress } = useSaveAnnouncement({ id: pet?.id, baseline });
  const [failure, setFailure] = useState<Failure | null>(null);
  const [created, setCreated] = useState<{ pet: Pet; photoErrors: string[] } | null>(null);
  const [photoServerError, setPhotoServerError] = useState<string>();
  const noticeRef = useRef<HTMLDivElement>(null);
  const photosId = useId();
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const handledFocus = useRef(0);
  const saving = progress !== null;

  const {
    register,
    handleSubmit,
    reset,
    resetField,
    getValues,
    setError,
    setFocus,
    control,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<AnnouncementFormValues, unknown, PetWrite>({
    resolver: announcementResolver,
    defaultValues: pet ? announcementValues(pet) : emptyAnnouncement(),
  });

  // Spec §2: the first of the user's shelters is preselected.
  useEffect(() => {
    if (firstShelterId !== undefined && getValues('shelter_id') === '') {
      resetField('shelter_id', { defaultValue: String(firstShelterId) });
    }
  }, [firstShelterId, getValues, resetField]);

  // After saving, focus goes where the outcome is told (once the fields are
  // enabled again): the message above the form, or the first field in error.
  useEffect(() => {
    if (!focusRequest || saving || focusRequest.seq === handledFocus.current) return;
    handledFocus.current = focusRequest.seq;
    const { target } = focusRequest;
    if (target === 'notice') noticeRef.current?.focus();
    else if (target === 'photos')
      document.getElementById(photosId)?.querySelector('button')?.focus();
    else setFocus(target);
  }, [focusRequest, saving, photosId, setFocus]);

  const focusOn = (target: FocusTarget) =>
    setFocusRequest((current) => ({ target, seq: (current?.seq ?? 0) + 1 }));

  const microchipped = useWatch({ control, name: 'microchipped' });
  const shelterId = useWatch({ control, name: 'shelter_id' });
  const missingRequired = submitCount > 0 && isMissingRequired(errors);
  // A shelter that cannot publish (not verified, suspended): said beside the selector, no submit.
  const blocked = publishBlock(shelters.data?.find((shelter) => String(shelter.id) === shelterId));

  /** The server's per-field messages beside their fields; answers the first that got one. */
  const placeFieldErrors = (error: unknown): FocusTarget | undefined => {
    if (!(error instanceof ApiError)) return undefined;
    let first: FocusTarget | undefined;
    for (const [apiField, messages] of Object.entries(error.fields)) {
      const message = messages[0];
      if (!message) continue;
      if (apiField === 'image') {
        setPhotoServerError(message);
        first ??= 'photos';
        continue;
      }
      const field = formFieldOf(apiField);
      if (!field) continue;
      setError(field, { type: 'server', message: fieldMessage(message) });
      first ??= field;
    }
    return first;
  };

  const fail = (next: Failure, focus: FocusTarget = 'notice') => {
    setFailure(next);
    focusOn(focus);
  };

  const onSubmit = handleSubmit(async (announcement) => {
    setFailure(null);
    setCreated(null);
    setPhotoServerError(undefined);
    try {
      const outcome = await save({ announcement, photos: photos.items });
      if (!outcome) return;
      if (editing) {
        if (outcome.photoErrors.length > 0) {
          // The announcement is saved; the photos that failed stay to try again.
          photos.reset(outcome.photos);
          setBaseline(outcome.storedPhotos);
          fail({
            message: announcementsMessages.errors.photosFailed(outcome.photoErrors.join('; ')),
            hint: announcementsMessages.errors.photosRetry,
          });
          return;
        }
        toast.success(announcementsMessages.success.updated);
        await navigate(EDIT_EXIT, { state: EXIT_STATE });
        return;
      }
      // Spec §4: after creating, the form starts over with the first shelter.
      reset(emptyAnnouncement(firstShelterId));
      photos.reset([]);
      setCreated({ pet: outcome.pet, photoErrors: outcome.photoErrors });
      focusOn('notice');
    } catch (error) {
      if (error instanceof SaveRequestError) {
        const detail = failureDetail(error.cause);
        fail(
          {
            message: editing
              ? announcementsMessages.errors.updateFailed(detail)
              : announcementsMessages.errors.createFailed(detail),
            general: isRetryLater(error.cause),
          },
          placeFieldErrors(error.cause),
        );
      } else if (error instanceof MissingIdError) {
        fail({ message: announcementsMessages.errors.missingId, general: true });
      } else {
        console.warn('Saving the announcement failed', error);
        fail({ message: announcementsMessages.errors.general });
      }
    }
  });

  const text = (
    field: 'name' | 'race' | 'chip_number',
    props: Partial<ComponentProps<typeof TextField>> = {},
  ) => (
    <TextField
      error={errors[field]?.message}
      {...props}
      label={props.label ?? announcementsMessages.fields[field]}
      {...register(field)}
    />
  );

  /** A yes / no / not known answer (null for the API when not known). */
  const triState = (
    field: 'good_with_children' | 'good_with_dogs' | 'good_with_cats' | 'needs_garden',
    label: string,
  ) => (
    <SelectField label={label} error={errors[field]?.message} {...register(field)}>
      <option value="">{announcementsMessages.compatibility.unknown}</option>
      <option value="true">{announcementsMessages.compatibility.yes}</option>
      <option value="false">{announcementsMessages.compatibility.no}</option>
    </SelectField>
  );

  const legend = 'mb-4 text-sm font-semibold tracking-wide text-accent uppercase';
  const section = 'grid gap-5 border-t border-gray-100 pt-6 sm:grid-cols-2';

  return (
    <form onSubmit={asyncHandler(onSubmit)} noValidate className="space-y-8">
      <p className="text-sm text-muted">{announcementsMessages.requiredNote}</p>

      <div ref={noticeRef} tabIndex={-1} className="space-y-3 focus:outline-none">
        {created ? (
          <FormAlert tone="success">
            <p className="font-semibold">{announcementsMessages.success.created}</p>
            {created.photoErrors.length > 0 ? (
              <p className="mt-1 text-red-800">
                {announcementsMessages.errors.photosFailed(created.photoErrors.join('; '))}{' '}
                {announcementsMessages.errors.photosEdit}
              </p>
            ) : null}
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
              {isPublic(created.pet) && created.photoErrors.length === 0 ? (
                <Link
                  to={`/adopciones/animal/${created.pet.id}`}
                  className="font-semibold underline underline-offset-4"
                >
                  {announcementsMessages.success.view}
                </Link>
              ) : (
                <Link
                  to={`/dashboard/adoption_announcement/${created.pet.id}`}
                  className="font-semibold underline underline-offset-4"
                >
                  {announcementsMessages.title.edit}
                </Link>
              )}
              <Link
                to={EDIT_EXIT}
                state={EXIT_STATE}
                className="font-semibold underline underline-offset-4"
              >
                {announcementsMessages.success.toList}
              </Link>
            </p>
          </FormAlert>
        ) : null}
        {missingRequired ? (
          <FormAlert>{announcementsMessages.errors.requiredFields}</FormAlert>
        ) : null}
        {failure ? (
          <FormAlert>
            <p className="font-semibold">{failure.message}</p>
            {failure.general ? (
              <p className="mt-1">{announcementsMessages.errors.general}</p>
            ) : null}
            {failure.hint ? <p className="mt-1">{failure.hint}</p> : null}
          </FormAlert>
        ) : null}
      </div>

      <fieldset disabled={saving} className="space-y-8">
        <fieldset className={section}>
          <legend className={legend}>{announcementsMessages.sections.basic}</legend>
          {text('name', {
            label: `${announcementsMessages.fields.name} *`,
            required: true,
            maxLength: NAME_MAX_LENGTH,
            autoComplete: 'off',
          })}
          <SelectField
            label={`${announcementsMessages.fields.kind} *`}
            required
            error={errors.kind?.message}
            {...register('kind')}
          >
            <option value="">{announcementsMessages.kindPlaceholder}</option>
            {PET_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {announcementsMessages.kinds[kind]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={announcementsMessages.fields.gender}
            error={errors.gender?.message}
            {...register('gender')}
          >
            {PET_GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {announcementsMessages.genders[gender]}
              </option>
            ))}
          </SelectField>
          {text('race', {
            hint: announcementsMessages.hints.race,
            maxLength: PET_RACE_MAX_LENGTH,
            autoComplete: 'off',
          })}
          <TextField
            type="date"
            label={announcementsMessages.fields.birth}
            hint={announcementsMessages.hints.birth}
            max={today()}
            error={errors.birth?.message}
            {...register('birth')}
          />
          <SelectField
            label={announcementsMessages.fields.size}
            error={errors.size?.message}
            {...register('size')}
          >
            <option value="">{announcementsMessages.sizeUnknown}</option>
            {PET_SIZES.map((size) => (
              <option key={size} value={size}>
                {announcementsMessages.sizes[size]}
              </option>
            ))}
          </SelectField>
          {/* What the compatibility questionnaire compares with a person's home and pace. */}
          <SelectField
            label={compatibilityMessages.traits.energy}
            error={errors.energy?.message}
            {...register('energy')}
          >
            <option value="">{compatibilityMessages.traits.energyUnknown}</option>
            {PET_ENERGY_LEVELS.map((energy) => (
              <option key={energy} value={energy}>
                {compatibilityMessages.energy[energy]}
              </option>
            ))}
          </SelectField>
          {triState('needs_garden', compatibilityMessages.traits.needsGarden)}
        </fieldset>

        <fieldset className="border-t border-gray-100 pt-6">
          <legend className={legend}>{announcementsMessages.sections.description}</legend>
          <TextAreaField
            label={`${announcementsMessages.fields.description} *`}
            required
            hint={announcementsMessages.hints.description}
            maxLength={PET_DESCRIPTION_MAX_LENGTH}
            rows={6}
            error={errors.description?.message}
            {...register('description')}
          />
        </fieldset>

        <fieldset className={section}>
          <legend className={legend}>{announcementsMessages.sections.shelter}</legend>
          <ShelterField
            shelters={shelters}
            field={register('shelter_id')}
            selected={shelterId}
            error={errors.shelter_id?.message}
          />
          <SelectField
            label={announcementsMessages.fields.state}
            error={errors.state?.message}
            {...register('state')}
          >
            {PET_STATES.map((state) => (
              <option key={state} value={state}>
                {announcementsMessages.states[state]}
              </option>
            ))}
          </SelectField>
        </fieldset>

        <fieldset className={section}>
          <legend className={legend}>{announcementsMessages.sections.health}</legend>
          <div className="space-y-4 sm:col-span-2">
            <Checkbox
              label={announcementsMessages.fields.sterilized}
              error={errors.sterilized?.message}
              {...register('sterilized')}
            />
            <Checkbox
              label={announcementsMessages.fields.vaccinated}
              error={errors.vaccinated?.message}
              {...register('vaccinated')}
            />
            <Checkbox
              label={announcementsMessages.fields.microchipped}
              error={errors.microchipped?.message}
              {...register('microchipped')}
            />
          </div>
          {microchipped
            ? text('chip_number', {
                hint: announcementsMessages.hints.chipNumber,
                maxLength: PET_CHIP_NUMBER_MAX_LENGTH,
                inputMode: 'numeric',
                autoComplete: 'off',
                className: 'sm:col-span-2',
              })
            : null}
          <TextAreaField
            label={announcementsMessages.fields.sickness}
            hint={announcementsMessages.hints.sickness}
            maxLength={PET_SICKNESS_MAX_LENGTH}
            rows={3}
            className="sm:col-span-2"
            error={errors.sickness?.message}
            {...register('sickness')}
          />
        </fieldset>

        <fieldset className="grid gap-5 border-t border-gray-100 pt-6 sm:grid-cols-3">
          <legend className={legend}>{announcementsMessages.sections.compatibility}</legend>
          {triState('good_with_children', announcementsMessages.fields.good_with_children)}
          {triState('good_with_dogs', announcementsMessages.fields.good_with_dogs)}
          {triState('good_with_cats', announcementsMessages.fields.good_with_cats)}
        </fieldset>

        <fieldset id={photosId} className="border-t border-gray-100 pt-6">
          <legend className={legend}>{announcementsMessages.sections.photos}</legend>
          <PhotoPicker photos={photos} serverError={photoServerError} disabled={saving} />
        </fieldset>
      </fieldset>

      {saving ? (
        <FormAlert tone="info">
          <p className="font-semibold">{announcementsMessages.progress.title}</p>
          <p>{announcementsMessages.progress.text}</p>
          {progress && progress.total > 0 ? (
            <p>{announcementsMessages.progress.photos(progress.uploaded, progress.total)}</p>
          ) : null}
        </FormAlert>
      ) : null}

      {blocked ? (
        <p id="announcement-blocked" className="text-sm font-medium text-amber-800">
          {blocked.message}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 border-t border-gray-100 pt-6 sm:flex-row sm:justify-end">
        <Link
          to={editing ? EDIT_EXIT : CREATE_EXIT}
          state={EXIT_STATE}
          className={buttonClasses('secondary')}
        >
          {announcementsMessages.cancel}
        </Link>
        <Button
          type="submit"
          disabled={isSubmitting || blocked !== null}
          aria-describedby={blocked ? 'announcement-blocked' : undefined}
          className="sm:min-w-36"
        >
          {isSubmitting ? (
            <Loader2
              className="size-5 animate-spin motion-reduce:animate-none"
              aria-hidden="true"
            />
          ) : null}
          {isSubmitting ? announcementsMessages.progress.title : announcementsMessages.submit}
        </Button>
      </div>
    </form>
  );
}
