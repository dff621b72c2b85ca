/**
 * The adoption application (PRODUCT.md "Beyond the spec"): the home, who lives
 * there, other animals, experience, hours alone and a message for the shelter.
 * Checked in the browser with the API's own schema; the server's per-field
 * messages land beside their fields and anything else in one alert. On
 * success a toast, and the user is taken to the request in Mi cuenta.
 */
import { useId, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm, useWatch, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Loader2 } from 'lucide-react';
import {
  ADOPTION_ADULTS_MAX,
  ADOPTION_CHILD_AGE_MAX,
  ADOPTION_CHILDREN_MAX,
  ADOPTION_HOURS_ALONE_MAX,
  ADOPTION_MESSAGE_MAX_LENGTH,
  ADOPTION_TEXT_MAX_LENGTH,
  HOME_TENURES,
  HOME_TYPES,
} from '@huella/shared/constants';
import { adoptionRequestsMessages } from '@huella/shared/messages/adoption-requests';
import { adoptionRequestsScreensMessages } from '@huella/shared/messages/adoption-requests-screens';
import { commonMessages } from '@huella/shared/messages/common';
import type { AdoptionAnswers } from '@huella/shared/schemas/adoption-requests';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage, setApiFieldErrors } from '../../../lib/api-form-errors';
import { useCreateAdoptionRequest } from '../api/create-adoption-request';
import {
  ANSWER_FIELDS,
  answersResolver,
  childrenCount,
  emptyAnswers,
  type AnswerFormValues,
} from '../utils/answer-values';
import { myRequestHref } from '../utils/links';
import { legalMessages } from '@huella/shared/messages/legal';
import { PrivacyNotice } from '../../../components/ui/privacy-notice';

const formText = adoptionRequestsScreensMessages.form;
const labels = adoptionRequestsMessages;

interface AdoptionRequestFormProps {
  pet: { id: number; name: string };
}

export function AdoptionRequestForm({ pet }: AdoptionRequestFormProps) {
  const navigate = useNavigate();
  const create = useCreateAdoptionRequest();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AnswerFormValues, unknown, AdoptionAnswers>({
    resolver: answersResolver,
    defaultValues: emptyAnswers(),
  });

  const tenure = useWatch({ control, name: 'home_tenure' });
  const children = childrenCount(useWatch({ control, name: 'children' }));
  const message = useWatch({ control, name: 'message' });
  const otherAnimals = useWatch({ control, name: 'other_animals' });
  const experience = useWatch({ control, name: 'experience' });

  const onSubmit = handleSubmit(async (answers) => {
    setFailure(null);
    try {
      const request = await create.mutateAsync({ pet: pet.id, ...answers });
      toast.success(formText.sent);
      await navigate(myRequestHref(request.id));
    } catch (error) {
      setApiFieldErrors(error, setError, ANSWER_FIELDS);
      setFailure(`${formText.failed} ${apiErrorMessage(error)}`);
    }
  });

  const textCounter = (value: string, max: number) => formText.counter(value.length, max);
  const ageErrors = errors.children_ages;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-8">
      <Section legend={formText.home.legend}>
        <RadioGroup
          legend={formText.home.type}
          error={errors.home_type}
          registration={register('home_type')}
          options={HOME_TYPES.map((value) => ({ value, label: labels.homeTypes[value] }))}
        />
        <RadioGroup
          legend={formText.home.garden}
          error={errors.has_garden}
          registration={register('has_garden')}
          options={yesNo}
        />
        <RadioGroup
          legend={formText.home.tenure}
          error={errors.home_tenure}
          registration={register('home_tenure')}
          options={HOME_TENURES.map((value) => ({ value, label: labels.homeTenures[value] }))}
        />
        {tenure === 'alquiler' ? (
          <RadioGroup
            legend={formText.home.landlord}
            error={errors.landlord_allows_pets}
            registration={register('landlord_allows_pets')}
            options={yesNo}
          />
        ) : null}
      </Section>

      <Section legend={formText.household.legend}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={formText.household.adults}
            type="number"
            inputMode="numeric"
            min={1}
            max={ADOPTION_ADULTS_MAX}
            error={errors.adults?.message}
            {...register('adults')}
          />
          <TextField
            label={formText.household.children}
            type="number"
            inputMode="numeric"
            min={0}
            max={ADOPTION_CHILDREN_MAX}
            error={errors.children?.message}
            {...register('children')}
          />
        </div>
        {children > 0 ? (
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-ink">
              {formText.household.agesLegend}
            </legend>
            <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
              {Array.from({ length: children }, (_, index) => (
                <TextField
                  key={index}
                  label={formText.household.childAge(index + 1)}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={ADOPTION_CHILD_AGE_MAX}
                  error={ageErrors?.[index]?.message}
                  {...register(`children_ages.${index}`)}
                />
              ))}
            </div>
            {ageErrors?.message ? (
              <p role="alert" className="mt-1 text-sm font-medium text-danger">
                {ageErrors.message}
              </p>
            ) : null}
          </fieldset>
        ) : null}
      </Section>

      <Section legend={formText.otherAnimals.legend}>
        <TextAreaField
          label={formText.otherAnimals.label}
          hint={formText.otherAnimals.hint}
          maxLength={ADOPTION_TEXT_MAX_LENGTH}
          counter={textCounter(otherAnimals, ADOPTION_TEXT_MAX_LENGTH)}
          error={errors.other_animals?.message}
          {...register('other_animals')}
        />
      </Section>

      <Section legend={formText.experience.legend}>
        <TextAreaField
          label={formText.experience.label}
          hint={formText.experience.hint}
          maxLength={ADOPTION_TEXT_MAX_LENGTH}
          counter={textCounter(experience, ADOPTION_TEXT_MAX_LENGTH)}
          error={errors.experience?.message}
          {...register('experience')}
        />
      </Section>

      <Section legend={formText.hoursAlone.legend}>
        <TextField
          label={formText.hoursAlone.label}
          type="number"
          inputMode="numeric"
          min={0}
          max={ADOPTION_HOURS_ALONE_MAX}
          className="max-w-xs"
          error={errors.hours_alone?.message}
          {...register('hours_alone')}
        />
      </Section>

      <Section legend={formText.message.legend}>
        <TextAreaField
          label={formText.message.label}
          hint={formText.message.hint}
          counter={textCounter(message, ADOPTION_MESSAGE_MAX_LENGTH)}
          counterTone={message.length > ADOPTION_MESSAGE_MAX_LENGTH ? 'warning' : 'normal'}
          error={errors.message?.message}
          {...register('message')}
        />
      </Section>

      {failure ? <FormAlert>{failure}</FormAlert> : null}

      <PrivacyNotice purpose={legalMessages.privacy.purposes.adoptionRequest} />

      <div className="flex flex-col-reverse gap-3 border-t border-gray-100 pt-6 sm:flex-row sm:justify-end">
        <Link to={`/adopciones/animal/${pet.id}`} className={buttonClasses('secondary')}>
          {formText.cancel}
        </Link>
        <Button type="submit" variant="accent" disabled={isSubmitting} className="sm:min-w-44">
          {isSubmitting ? (
            <Loader2
              className="size-5 animate-spin motion-reduce:animate-none"
              aria-hidden="true"
            />
          ) : null}
          {isSubmitting ? commonMessages.processing : formText.submit}
        </Button>
      </div>
    </form>
  );
}

const yesNo = [
  { value: 'si', label: formText.home.yes },
  { value: 'no', label: formText.home.no },
];

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6">
      <fieldset className="space-y-5">
        <legend className="text-lg font-bold text-primary">{legend}</legend>
        {children}
      </fieldset>
    </div>
  );
}

function RadioGroup({
  legend,
  options,
  registration,
  error,
}: {
  legend: string;
  options: { value: string; label: string }[];
  registration: UseFormRegisterReturn;
  error?: FieldError;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-3">
        {options.map(({ value, label }) => (
          <label
            key={value}
            className="flex cursor-pointer items-center gap-2 rounded-full border border-gray-300 bg-white px-4 py-2 text-ink has-checked:border-primary has-checked:bg-secondary/50 has-focus-visible:ring-2 has-focus-visible:ring-secondary-dark"
          >
            <input
              type="radio"
              value={value}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-primary"
              {...registration}
            />
            {label}
          </label>
        ))}
      </div>
      {error?.message ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-danger">
          {error.message}
        </p>
      ) : null}
    </fieldset>
  );
}
