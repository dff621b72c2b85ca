/**
 * Staff edit a shelter's details (StaffShelterPatch): the shelter's own
 * fields plus what a registration checked (CIF, registry number, province,
 * postcode), and the reason, required, for the audit log. Checked with the
 * shared schema first; only the fields changed are sent; the API's
 * per-field messages land on their fields.
 */
import { useState, type ComponentProps } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { PROVINCES, SHELTER_KINDS, STAFF_REASON_MAX_LENGTH } from '@huella/shared/constants';
import { staffSheltersScreensMessages } from '@huella/shared/messages/staff-shelters-screens';
import { SHELTER_DESCRIPTION_MAX_LENGTH } from '@huella/shared/schemas/shelters';
import {
  staffShelterPatchSchema,
  type StaffShelter,
  type StaffShelterPatch,
} from '@huella/shared/schemas/staff-admin';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { setApiFieldErrors } from '../../../lib/api-form-errors';
import { asyncHandler } from '../../../lib/async-handler';
import { useUpdateShelter } from './api/update-shelter';

const text = staffSheltersScreensMessages.shelter.form;

type FormValues = z.input<typeof staffShelterPatchSchema>;

const TEXT_FIELDS = [
  'name',
  'tax_id',
  'registry_number',
  'address',
  'city',
  'postcode',
  'phone',
  'email',
  'web',
  'facebook',
  'instagram',
] as const;
const FIELDS = [...TEXT_FIELDS, 'kind', 'province', 'description', 'reason'] as const;

const labels: Record<(typeof TEXT_FIELDS)[number], string> = {
  name: text.name,
  tax_id: text.taxId,
  registry_number: text.registryNumber,
  address: text.address,
  city: text.city,
  postcode: text.postcode,
  phone: text.phone,
  email: text.email,
  web: text.web,
  facebook: text.facebook,
  instagram: text.instagram,
};

const toValues = (shelter: StaffShelter): FormValues => ({
  name: shelter.name,
  kind: shelter.kind,
  tax_id: shelter.tax_id,
  registry_number: shelter.registry_number,
  address: shelter.address,
  city: shelter.city,
  province: shelter.province,
  postcode: shelter.postcode,
  phone: shelter.phone,
  email: shelter.email,
  web: shelter.web,
  facebook: shelter.facebook,
  instagram: shelter.instagram,
  description: shelter.description,
  reason: '',
});

interface ShelterEditProps {
  shelter: StaffShelter;
  open: boolean;
  onClose: () => void;
}

export function ShelterEditDialog({ shelter, open, onClose }: ShelterEditProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      variant="side"
      title={text.title}
      description={shelter.name}
      closeLabel={text.cancel}
    >
      <ShelterEditForm shelter={shelter} onDone={onClose} />
    </Modal>
  );
}

const schemaResolver = zodResolver(staffShelterPatchSchema);

/**
 * Checks and sends only the fields that differ from the shelter as loaded
 * (and the reason): a value stored before today's rules (an old CIF) does not
 * block a change elsewhere, and the audit log records just what changed.
 */
const changedOnly =
  (initial: FormValues): Resolver<FormValues, unknown, StaffShelterPatch> =>
  (values, context, options) => {
    const changed = Object.fromEntries(
      Object.entries(values).filter(
        ([key, value]) => key === 'reason' || value !== initial[key as keyof FormValues],
      ),
    ) as FormValues;
    return schemaResolver(changed, context, options);
  };

function ShelterEditForm({ shelter, onDone }: { shelter: StaffShelter; onDone: () => void }) {
  const update = useUpdateShelter(shelter.id);
  const [failure, setFailure] = useState<string | null>(null);
  const [initial] = useState(() => toValues(shelter));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, StaffShelterPatch>({
    resolver: changedOnly(initial),
    defaultValues: initial,
  });

  const onSubmit = handleSubmit(async (patch) => {
    setFailure(null);
    if (Object.keys(patch).every((key) => key === 'reason')) {
      setFailure(text.noChanges);
      return;
    }
    try {
      await update.mutateAsync(patch);
      toast.success(staffSheltersScreensMessages.shelter.done.saved);
      onDone();
    } catch (error) {
      if (setApiFieldErrors(error, setError, FIELDS)) {
        setFailure(text.fixErrors);
        return;
      }
      setFailure(
        error instanceof ApiError ? error.message : staffSheltersScreensMessages.shelter.failed,
      );
    }
  });

  const field = (
    name: (typeof TEXT_FIELDS)[number],
    props: Partial<ComponentProps<typeof TextField>> = {},
  ) => (
    <TextField label={labels[name]} error={errors[name]?.message} {...props} {...register(name)} />
  );

  const busy = isSubmitting || update.isPending;
  return (
    <form onSubmit={asyncHandler(onSubmit)} noValidate className="flex min-h-full flex-col">
      <div className="flex-1 space-y-5 px-5 py-6 sm:px-6">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          {field('name', { className: 'sm:col-span-2', required: true, autoComplete: 'off' })}
          <SelectField label={text.kind} error={errors.kind?.message} {...register('kind')}>
            {SHELTER_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kind}
              </option>
            ))}
          </SelectField>
          {field('tax_id', { autoComplete: 'off' })}
          {field('registry_number', { className: 'sm:col-span-2', autoComplete: 'off' })}
          {field('address', { className: 'sm:col-span-2', autoComplete: 'off' })}
          {field('city', { autoComplete: 'off' })}
          <SelectField
            label={text.province}
            error={errors.province?.message}
            {...register('province')}
          >
            <option value="">{text.noProvince}</option>
            {[...PROVINCES]
              .sort((a, b) => a.localeCompare(b, 'es'))
              .map((province) => (
                <option key={province} value={province}>
                  {province}
                </option>
              ))}
          </SelectField>
          {field('postcode', { inputMode: 'numeric', autoComplete: 'off' })}
          {field('phone', { type: 'tel', autoComplete: 'off' })}
          {field('email', { type: 'email', className: 'sm:col-span-2', autoComplete: 'off' })}
          {field('web', { className: 'sm:col-span-2', autoComplete: 'off' })}
          {field('facebook', { autoComplete: 'off' })}
          {field('instagram', { autoComplete: 'off' })}
        </div>
        <TextAreaField
          label={text.description}
          rows={4}
          maxLength={SHELTER_DESCRIPTION_MAX_LENGTH}
          error={errors.description?.message}
          {...register('description')}
        />
        <TextAreaField
          label={text.reason}
          hint={text.reasonHint}
          rows={3}
          maxLength={STAFF_REASON_MAX_LENGTH}
          required
          error={errors.reason?.message}
          {...register('reason')}
        />
      </div>
      <div className="sticky bottom-0 flex justify-end gap-2 border-t border-gray-200 bg-white px-5 py-4 sm:px-6">
        <Button variant="ghost" onClick={onDone}>
          {text.cancel}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? text.saving : text.save}
        </Button>
      </div>
    </form>
  );
}
