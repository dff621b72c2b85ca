/**
 * The adoption application (PRODUCT.md "Beyond the spec"): the home, who lives
 * there, other animals, experience, hours alone and a message for the shelter.
 * Checked in the browser with the API's own schema; the server's per-field
 * messages land beside their fields and anything else in one alert. On
 * success a toast, and the user is taken to the request in Mi cuenta.
 * Someone who filled the compatibility questionnaire (issue 20) finds the
 * answers it already gave written in, and told so; all stay editable. The
 * form waits for the questionnaire rather than writing over what the person
 * has begun to type (it keeps no draft of its own).
 */
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Loader2 } from 'lucide-react';
import {
  ADOPTION_ADULTS_MAX,
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
import { compatibilityMessages } from '@huella/shared/messages/compatibility';
import type { AdoptionAnswers } from '@huella/shared/schemas/adoption-requests';
import type { Questionnaire } from '@huella/shared/schemas/questionnaire';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ChildrenAgesFields } from '../../../components/ui/children-ages-fields';
import { FormAlert } from '../../../components/ui/form-alert';
import { RadioGroup } from '../../../components/ui/radio-group';
import { Spinner } from '../../../components/ui/spinner';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage, setApiFieldErrors } from '../../../lib/api-form-errors';
import { childrenCount } from '../../../lib/form-values';
import { useQuestionnaire } from '../../../lib/questionnaire';
import { useCreateAdoptionRequest } from '../api/create-adoption-request';
import {
  ANSWER_FIELDS,
  answersResolver,
  emptyAnswers,
  questionnaireAnswers,
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
  const questionnaire = useQuestionnaire();
  // Its answers are the form's starting values: wait for them (a failure leaves it empty).
  if (questionnaire.isPending && questionnaire.fetchStatus !== 'idle') {
    return <Spinner label={commonMessages.loading} showLabel />;
  }
  return <AnswersForm pet={pet} questionnaire={questionnaire.data ?? null} />;
}

function AnswersForm({
  pet,
  questionnaire,
}: AdoptionRequestFormProps & { questionnaire: Questionnaire | null }) {
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
    defaultValues: questionnaire ? questionnaireAnswers(questionnaire) : emptyAnswers(),
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

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-8">
      {questionnaire ? (
        <FormAlert tone="info">{compatibilityMessages.prefill.notice}</FormAlert>
      ) : null}
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
        <ChildrenAgesFields
          count={children}
          legend={formText.household.agesLegend}
          label={formText.household.childAge}
          register={(index) => register(`children_ages.${index}`)}
          errors={errors.children_ages}
        />
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
