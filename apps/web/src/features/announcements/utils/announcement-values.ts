/**
 * What the announcement form holds, and how it becomes what the API takes
 * (spec §3): the shared schema `petWriteSchema` checks the values and applies
 * the spec's defaults and transformations (kind and gender lower-cased, birth
 * as YYYY-MM-DD, the form's `shelter_id` renamed to `shelter`), exactly as the
 * API will check them again. The form asks for a description (spec §5 names it
 * among the required fields); the API's "Sin descripción" default is for
 * clients that send none.
 */
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { PetEnergy, PetGender, PetKind, PetSize, PetState } from '@huella/shared/constants';
import { announcementsMessages } from '@huella/shared/messages/announcements';
import { petWriteSchema, type Pet, type PetWrite } from '@huella/shared/schemas/pets';

/** A compatibility not known yet is '' (null for the API). */
export type Compatibility = '' | 'true' | 'false';

export interface AnnouncementFormValues {
  name: string;
  kind: PetKind | '';
  gender: PetGender;
  race: string;
  birth: string;
  description: string;
  shelter_id: string;
  state: PetState;
  sterilized: boolean;
  sickness: string;
  size: PetSize | '';
  microchipped: boolean;
  chip_number: string;
  vaccinated: boolean;
  good_with_children: Compatibility;
  good_with_dogs: Compatibility;
  good_with_cats: Compatibility;
  /** How active it is ('' not said), and whether it needs a garden: the questionnaire's traits. */
  energy: PetEnergy | '';
  needs_garden: Compatibility;
}

export type AnnouncementField = keyof AnnouncementFormValues;

/** A new announcement (spec §9 defaults: macho, en_adopcion, not sterilized). */
export const emptyAnnouncement = (shelterId?: number): AnnouncementFormValues => ({
  name: '',
  kind: '',
  gender: 'macho',
  race: '',
  birth: '',
  description: '',
  shelter_id: shelterId === undefined ? '' : String(shelterId),
  state: 'en_adopcion',
  sterilized: false,
  sickness: '',
  size: '',
  microchipped: false,
  chip_number: '',
  vaccinated: false,
  good_with_children: '',
  good_with_dogs: '',
  good_with_cats: '',
  energy: '',
  needs_garden: '',
});

const compatibility = (value: boolean | null): Compatibility =>
  value === null ? '' : value ? 'true' : 'false';

/** An announcement as the form shows it for editing. */
export const announcementValues = (pet: Pet): AnnouncementFormValues => ({
  name: pet.name,
  kind: pet.kind,
  gender: pet.gender,
  race: pet.race,
  birth: pet.birth ?? '',
  description: pet.description,
  shelter_id: String(pet.shelter),
  state: pet.state,
  sterilized: pet.sterilized,
  sickness: pet.sickness,
  size: pet.size ?? '',
  microchipped: pet.microchipped,
  chip_number: pet.chip_number ?? '',
  vaccinated: pet.vaccinated,
  good_with_children: compatibility(pet.good_with_children),
  good_with_dogs: compatibility(pet.good_with_dogs),
  good_with_cats: compatibility(pet.good_with_cats),
  energy: pet.energy ?? '',
  needs_garden: compatibility(pet.needs_garden),
});

const FORM_FIELDS = Object.keys(emptyAnnouncement()) as AnnouncementField[];

/** The form field an API field is shown on (the API says `shelter`, the form `shelter_id`). */
export function formFieldOf(apiField: string): AnnouncementField | undefined {
  const field = apiField === 'shelter' ? 'shelter_id' : apiField;
  return (FORM_FIELDS as string[]).includes(field) ? (field as AnnouncementField) : undefined;
}

/**
 * A missing required field reads 'Este campo es obligatorio' beside it; the
 * spec's one required-fields message is shown once, for the whole form.
 */
export const fieldMessage = (message: string) =>
  message === announcementsMessages.errors.requiredFields
    ? announcementsMessages.errors.required
    : message;

export const isMissingRequired = (errors: FieldErrors<AnnouncementFormValues>) =>
  Object.values(errors).some((error) => error?.type === 'required');

/** react-hook-form's resolver: the shared schema's answer, with errors put on the form's fields. */
export const announcementResolver: Resolver<AnnouncementFormValues, unknown, PetWrite> = (
  values,
) => {
  // A chip number hidden with its checkbox unticked is not sent.
  const result = petWriteSchema.safeParse({
    ...values,
    chip_number: values.microchipped ? values.chip_number : '',
  });
  const errors: FieldErrors<AnnouncementFormValues> = {};
  if (values.description.trim() === '') {
    errors.description = { type: 'required', message: announcementsMessages.errors.required };
  }
  if (result.success && !errors.description) return { values: result.data, errors: {} };
  for (const issue of result.success ? [] : result.error.issues) {
    const field = formFieldOf(String(issue.path[0] ?? ''));
    if (!field || errors[field]) continue;
    errors[field] = {
      type: issue.message === announcementsMessages.errors.requiredFields ? 'required' : 'validate',
      message: fieldMessage(issue.message),
    };
  }
  return { values: {}, errors };
};
