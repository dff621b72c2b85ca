/**
 * The form's shelter (spec §2): a selector of the user's shelters, the first
 * preselected by the form; "Cargando refugios..." while they load; without
 * any, "No perteneces a ningún refugio. Contacta con un administrador."; a
 * failed load says so (spec §8) and offers to try again. A shelter staff have
 * not verified yet, or one they suspended, cannot publish: choosing one says
 * so (with staff's reason for a suspension) before saving, and the form keeps
 * its submit disabled for that shelter.
 */
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { UseQueryResult } from '@tanstack/react-query';
import { announcementsMessages } from '@huella/shared/messages/announcements';
import type { MyShelter } from '@huella/shared/schemas/shelters';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { shelterApplicationsScreensMessages } from '@huella/shared/messages/shelter-applications-screens';
import { publishBlock } from '../utils/publish-block';

interface ShelterFieldProps {
  shelters: UseQueryResult<MyShelter[]>;
  field: UseFormRegisterReturn<'shelter_id'>;
  /** The shelter chosen now (the form's `shelter_id`). */
  selected: string;
  error?: string;
  className?: string;
}

export function ShelterField({
  shelters,
  field,
  selected,
  error,
  className = '',
}: ShelterFieldProps) {
  const id = useId();
  const label = `${announcementsMessages.fields.shelter} *`;
  if (shelters.isPending) {
    return (
      <div className={className}>
        <p className="mb-1 text-sm font-medium text-ink">{label}</p>
        <Spinner label={announcementsMessages.shelters.loading} showLabel />
      </div>
    );
  }
  if (shelters.isError) {
    return (
      <div className={className}>
        <p className="mb-1 text-sm font-medium text-ink">{label}</p>
        <FormAlert>
          <p>{announcementsMessages.shelters.loadError}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            onClick={() => void shelters.refetch()}
          >
            {announcementsMessages.shelters.retry}
          </Button>
        </FormAlert>
      </div>
    );
  }
  if (shelters.data.length === 0) {
    return (
      <div className={className}>
        <p className="mb-1 text-sm font-medium text-ink">{label}</p>
        <FormAlert tone="info">{announcementsMessages.shelters.none}</FormAlert>
      </div>
    );
  }
  const blocked = publishBlock(shelters.data.find((shelter) => String(shelter.id) === selected));
  const describedBy = [error ? `${id}-error` : null, blocked ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <SelectField
        id={id}
        label={label}
        error={error}
        required
        aria-describedby={describedBy || undefined}
        {...field}
      >
        {shelters.data.map((shelter) => (
          <option key={shelter.id} value={String(shelter.id)}>
            {shelter.name}
          </option>
        ))}
      </SelectField>
      {blocked ? (
        <p id={`${id}-hint`} className="mt-1 text-sm font-medium text-amber-800">
          {blocked.message}
          {blocked.reason ? (
            <>
              {' '}
              {shelterApplicationsScreensMessages.account.suspendedReason} {blocked.reason}
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
