/**
 * Mi cuenta → Cuestionario de compatibilidad (issue 20), where the animal
 * page's hint leads (/dashboard?seccion=cuestionario): the home, the hours
 * alone, the children and their ages, other animals, experience, pace of life
 * and the sizes wanted, filled once. Checked with the API's own schema; the
 * API's per-field messages land beside their fields. Once saved: when, the
 * way to the catalogue ordered by compatibility, and "Borrar cuestionario"
 * (after asking). Its answers give every card its badges and fill the
 * adoption form in.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { ArrowRight, ClipboardList, Loader2, Trash2 } from 'lucide-react';
import {
  ACTIVITY_LEVELS,
  ADOPTION_CHILDREN_MAX,
  ADOPTION_HOURS_ALONE_MAX,
  ADOPTION_TEXT_MAX_LENGTH,
  EXPERIENCE_LEVELS,
  HOME_TYPES,
  PET_SIZES,
} from '@huella/shared/constants';
import { adoptionRequestsMessages } from '@huella/shared/messages/adoption-requests';
import { adoptionRequestsScreensMessages } from '@huella/shared/messages/adoption-requests-screens';
import { adoptionsMessages } from '@huella/shared/messages/adoptions';
import { commonMessages } from '@huella/shared/messages/common';
import { compatibilityMessages } from '@huella/shared/messages/compatibility';
import type { Questionnaire, QuestionnaireWrite } from '@huella/shared/schemas/questionnaire';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { ChildrenAgesFields } from '../../../components/ui/children-ages-fields';
import { useDialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { LoadError } from '../../../components/ui/load-error';
import { RadioGroup } from '../../../components/ui/radio-group';
import { SectionPanel } from '../../../components/ui/section-panel';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage, setApiFieldErrors } from '../../../lib/api-form-errors';
import { formatLongDate } from '../../../lib/dates';
import { childrenCount } from '../../../lib/form-values';
import { useQuestionnaire } from '../../../lib/questionnaire';
import { useDeleteQuestionnaireMutation } from '../api/delete-questionnaire';
import { useSaveQuestionnaireMutation } from '../api/save-questionnaire';
import {
  emptyQuestionnaire,
  QUESTIONNAIRE_FIELDS,
  questionnaireResolver,
  questionnaireValues,
  type QuestionnaireFormValues,
} from '../utils/questionnaire-values';

const text = compatibilityMessages.section;
const ages = adoptionRequestsScreensMessages.form.household;

/** The catalogue ordered by the saved questionnaire. */
export const COMPATIBLE_ANIMALS_HREF = '/adopciones?orden=compatibilidad';

const yesNo = [
  { value: 'si', label: text.yes },
  { value: 'no', label: text.no },
];

export function QuestionnaireSection() {
  const questionnaire = useQuestionnaire();

  let content;
  if (questionnaire.isPending) {
    content = <Spinner label={commonMessages.loading} showLabel />;
  } else if (questionnaire.isError) {
    content = (
      <LoadError
        message={text.loadError}
        detail={apiErrorMessage(questionnaire.error)}
        onRetry={() => void questionnaire.refetch()}
      />
    );
  } else {
    content = <QuestionnaireForm saved={questionnaire.data} />;
  }

  return (
    <SectionPanel title={text.title}>
      <p className="-mt-3 mb-6 text-muted">{text.intro}</p>
      {content}
    </SectionPanel>
  );
}

function QuestionnaireForm({ saved }: { saved: Questionnaire | null }) {
  const save = useSaveQuestionnaireMutation();
  const remove = useDeleteQuestionnaireMutation();
  const dialog = useDialog();
  const [failure, setFailure] = useState<string | null>(null);
  // After deleting, the button that had focus is gone: focus goes to what the section now says.
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const [justDeleted, setJustDeleted] = useState(false);
  useEffect(() => {
    if (justDeleted && !saved) noticeRef.current?.focus();
  }, [justDeleted, saved]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<QuestionnaireFormValues, unknown, QuestionnaireWrite>({
    resolver: questionnaireResolver,
    defaultValues: saved ? questionnaireValues(saved) : emptyQuestionnaire(),
  });
  const children = childrenCount(useWatch({ control, name: 'children' }));

  const onSubmit = handleSubmit(async (answers) => {
    setFailure(null);
    try {
      const stored = await save.mutateAsync(answers);
      // The form now holds what the API keeps (trimmed notes, ages of the children declared).
      reset(questionnaireValues(stored));
      toast.success(compatibilityMessages.saved);
    } catch (error) {
      if (!setApiFieldErrors(error, setError, QUESTIONNAIRE_FIELDS)) {
        setFailure(apiErrorMessage(error));
      }
    }
  });

  const askToDelete = async () => {
    const confirmed = await dialog.confirm({
      title: text.delete,
      message: text.deleteConfirm,
      type: 'warning',
      confirmLabel: text.delete,
    });
    if (!confirmed) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        reset(emptyQuestionnaire());
        toast.success(compatibilityMessages.deleted);
        setJustDeleted(true);
      },
      onError: (error) => toast.error(apiErrorMessage(error)),
    });
  };

  const busy = isSubmitting || remove.isPending;
  const animalsError = errors.has_dogs?.message ?? errors.has_cats?.message;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-8">
      {saved ? (
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 rounded-xl bg-secondary/30 px-4 py-3">
          <p className="text-sm text-muted">{text.updatedAt(formatLongDate(saved.updated_at))}</p>
          <Link
            to={COMPATIBLE_ANIMALS_HREF}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary underline decoration-secondary-dark underline-offset-4 hover:decoration-primary"
          >
            {text.seeCompatible}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      ) : (
        <p
          ref={noticeRef}
          tabIndex={-1}
          className="flex items-start gap-3 rounded-xl bg-secondary/30 px-4 py-3 text-sm text-primary focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
        >
          <ClipboardList className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
          {compatibilityMessages.errors.notFound}
        </p>
      )}

      <Part legend={text.home}>
        <RadioGroup
          legend={text.homeType}
          error={errors.home_type}
          registration={register('home_type')}
          options={HOME_TYPES.map((value) => ({
            value,
            label: adoptionRequestsMessages.homeTypes[value],
          }))}
        />
        <RadioGroup
          legend={text.garden}
          error={errors.has_garden}
          registration={register('has_garden')}
          options={yesNo}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={text.hoursAlone}
            type="number"
            inputMode="numeric"
            min={0}
            max={ADOPTION_HOURS_ALONE_MAX}
            error={errors.hours_alone?.message}
            {...register('hours_alone')}
          />
          <TextField
            label={text.children}
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
          legend={ages.agesLegend}
          label={text.childAge}
          register={(index) => register(`children_ages.${index}`)}
          errors={errors.children_ages}
        />
      </Part>

      <Part legend={text.otherAnimals}>
        <div className="flex flex-wrap gap-x-8 gap-y-3">
          <Checkbox
            label={text.hasDogs}
            aria-invalid={animalsError ? true : undefined}
            {...register('has_dogs')}
          />
          <Checkbox
            label={text.hasCats}
            aria-invalid={animalsError ? true : undefined}
            {...register('has_cats')}
          />
        </div>
        {animalsError ? (
          <p role="alert" className="-mt-2 text-sm font-medium text-danger">
            {animalsError}
          </p>
        ) : null}
        <TextField
          label={text.otherAnimalsNotes}
          hint={text.otherAnimalsNotesHint}
          maxLength={ADOPTION_TEXT_MAX_LENGTH}
          autoComplete="off"
          error={errors.other_animals?.message}
          {...register('other_animals')}
        />
      </Part>

      <Part>
        <RadioGroup
          legend={text.experience}
          error={errors.experience}
          registration={register('experience')}
          options={EXPERIENCE_LEVELS.map((value) => ({
            value,
            label: compatibilityMessages.experience[value],
          }))}
        />
        <RadioGroup
          legend={text.activity}
          error={errors.activity}
          registration={register('activity')}
          options={ACTIVITY_LEVELS.map((value) => ({
            value,
            label: compatibilityMessages.activity[value],
          }))}
        />
        <fieldset aria-describedby="questionnaire-sizes-hint">
          <legend className="text-sm font-medium text-ink">{text.sizes}</legend>
          <p id="questionnaire-sizes-hint" className="mb-2 text-sm text-muted">
            {text.sizesHint}
          </p>
          <div className="flex flex-wrap gap-x-8 gap-y-3">
            {PET_SIZES.map((size) => (
              <Checkbox
                key={size}
                label={adoptionsMessages.filters.sizes[size]}
                value={size}
                {...register('sizes')}
              />
            ))}
          </div>
          {errors.sizes?.message ? (
            <p role="alert" className="mt-1 text-sm font-medium text-danger">
              {errors.sizes.message}
            </p>
          ) : null}
        </fieldset>
      </Part>

      {failure ? <FormAlert>{failure}</FormAlert> : null}

      <div className="flex flex-col-reverse gap-3 border-t border-gray-100 pt-6 sm:flex-row sm:justify-end">
        {saved ? (
          <Button
            variant="danger-ghost"
            className="sm:mr-auto"
            disabled={busy}
            onClick={() => void askToDelete()}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {text.delete}
          </Button>
        ) : null}
        <Button type="submit" variant="accent" disabled={busy} className="sm:min-w-52">
          {isSubmitting ? (
            <Loader2
              className="size-5 animate-spin motion-reduce:animate-none"
              aria-hidden="true"
            />
          ) : null}
          {isSubmitting ? commonMessages.processing : text.save}
        </Button>
      </div>
    </form>
  );
}

/** One group of questions, under its legend when it has one (a question group names itself). */
function Part({ legend, children }: { legend?: string; children: ReactNode }) {
  const body = <div className="space-y-5">{children}</div>;
  const className = 'border-t border-gray-100 pt-6';
  if (!legend) return <div className={className}>{body}</div>;
  return (
    <fieldset className={className}>
      <legend className="mb-4 text-sm font-semibold tracking-wide text-accent uppercase">
        {legend}
      </legend>
      {body}
    </fieldset>
  );
}
