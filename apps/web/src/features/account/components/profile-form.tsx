/**
 * The profile edit form: every field of the page is sent with PUT
 * /users/api/users/me/ (PRODUCT.md), checked first with the shared schema;
 * the address has its own form (email-section.tsx), which needs the password.
 * Saving closes the form only on success (spec §4); the server's per-field
 * messages land beside their fields.
 */
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { COUNTRIES } from '@huella/shared/constants';
import { accountMessages } from '@huella/shared/messages/account';
import { commonMessages } from '@huella/shared/messages/common';
import { userUpdateSchema, type User, type UserUpdate } from '@huella/shared/schemas/users';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useUpdateMeMutation } from '../api/update-me';
import { SelectField } from '../../../components/ui/select-field';
import { asyncHandler } from '../../../lib/async-handler';
import { legalMessages } from '@huella/shared/messages/legal';
import { PrivacyNotice } from '../../../components/ui/privacy-notice';

const profileText = accountMessages.profile;
const FIELDS = [
  'first_name',
  'last_name',
  'phone',
  'address',
  'postcode',
  'city',
  'country',
  'web',
  'instagram',
  'facebook',
] as const;

type ProfileValues = UserUpdate;

const toFormValues = (user: User): ProfileValues => ({
  first_name: user.first_name,
  last_name: user.last_name,
  phone: user.phone,
  address: user.address,
  postcode: user.postcode,
  city: user.city,
  country: (COUNTRIES as readonly string[]).includes(user.country)
    ? (user.country as (typeof COUNTRIES)[number])
    : '',
  web: user.web,
  instagram: user.instagram,
  facebook: user.facebook,
});

export function ProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const mutation = useUpdateMeMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({
    resolver: zodResolver(userUpdateSchema),
    defaultValues: toFormValues(user),
  });

  // Spanish and French postcodes are digits; a Portuguese one has a dash, which
  // a phone's number pad may not offer.
  const numericPostcode = ['España', 'Francia'].includes(
    useWatch({ control, name: 'country' }) ?? '',
  );

  // Opening the form puts the cursor in its first field.
  useEffect(() => setFocus('first_name'), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await mutation.mutateAsync(values);
      toast.success(profileText.saved);
      onDone();
    } catch (error) {
      if (error instanceof ApiError) {
        let placed = false;
        for (const [field, messages] of Object.entries(error.fields)) {
          if ((FIELDS as readonly string[]).includes(field) && messages[0]) {
            setError(
              field as (typeof FIELDS)[number],
              { message: messages[0] },
              { shouldFocus: !placed },
            );
            placed = true;
          }
        }
        setServerError(placed ? profileText.saveError : error.message);
      } else {
        console.warn('Profile update failed', error);
        setServerError(commonMessages.errors.unknown);
      }
    }
  });

  const text = (
    field: Exclude<(typeof FIELDS)[number], 'country'>,
    props: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      label={profileText.fields[field]}
      error={errors[field]?.message}
      {...props}
      {...register(field)}
    />
  );

  return (
    <form onSubmit={asyncHandler(onSubmit)} noValidate className="space-y-8">
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold tracking-wide text-accent uppercase">
          {profileText.sections.personal}
        </legend>
        {text('first_name', { autoComplete: 'given-name' })}
        {text('last_name', { autoComplete: 'family-name' })}
        {text('phone', { type: 'tel', autoComplete: 'tel' })}
      </fieldset>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold tracking-wide text-accent uppercase">
          {profileText.sections.address}
        </legend>
        {text('address', { autoComplete: 'street-address', className: 'sm:col-span-2' })}
        {text('postcode', {
          autoComplete: 'postal-code',
          inputMode: numericPostcode ? 'numeric' : 'text',
        })}
        {text('city', { autoComplete: 'address-level2' })}
        <SelectField
          label={profileText.fields.country}
          error={errors.country?.message}
          {...register('country')}
        >
          <option value="">{profileText.countryPlaceholder}</option>
          {COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {country}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold tracking-wide text-accent uppercase">
          {profileText.sections.social}
        </legend>
        {text('web', { type: 'url', autoComplete: 'url', className: 'sm:col-span-2' })}
        {text('instagram')}
        {text('facebook')}
      </fieldset>
      <PrivacyNotice purpose={legalMessages.privacy.purposes.profile} />
      <div className="flex flex-col-reverse gap-3 border-t border-gray-100 pt-6 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          {profileText.cancel}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? commonMessages.processing : profileText.save}
        </Button>
      </div>
    </form>
  );
}
