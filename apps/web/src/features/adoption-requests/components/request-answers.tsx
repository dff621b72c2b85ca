/** The adopter's answers in readable Spanish, as a description list. */
import { adoptionRequestsMessages } from '@huella/shared/messages/adoption-requests';
import { adoptionRequestsScreensMessages } from '@huella/shared/messages/adoption-requests-screens';
import type { AdoptionRequest } from '@huella/shared/schemas/adoption-requests';

const detailAnswerText = adoptionRequestsScreensMessages.detail.answer;
const yesNo = (value: boolean) => (value ? detailAnswerText.yes : detailAnswerText.no);

export function RequestAnswers({ answers }: { answers: AdoptionRequest['answers'] }) {
  const rows: { label: string; value: string; long?: boolean }[] = [
    {
      label: detailAnswerText.homeType,
      value: adoptionRequestsMessages.homeTypes[answers.home_type],
    },
    { label: detailAnswerText.garden, value: yesNo(answers.has_garden) },
    {
      label: detailAnswerText.tenure,
      value: adoptionRequestsMessages.homeTenures[answers.home_tenure],
    },
    ...(answers.home_tenure === 'alquiler' && answers.landlord_allows_pets !== null
      ? [{ label: detailAnswerText.landlord, value: yesNo(answers.landlord_allows_pets) }]
      : []),
    { label: detailAnswerText.adults, value: String(answers.adults) },
    { label: detailAnswerText.children, value: String(answers.children) },
    ...(answers.children_ages.length > 0
      ? [
          {
            label: detailAnswerText.childrenAges,
            value: detailAnswerText.childrenAgesValue(answers.children_ages),
          },
        ]
      : []),
    { label: detailAnswerText.hoursAlone, value: detailAnswerText.hoursValue(answers.hours_alone) },
    {
      label: detailAnswerText.otherAnimals,
      value: answers.other_animals.trim() || detailAnswerText.none,
      long: true,
    },
    { label: detailAnswerText.experience, value: answers.experience, long: true },
    { label: detailAnswerText.message, value: answers.message, long: true },
  ];
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      {rows.map(({ label, value, long }) => (
        <div key={label} className={long ? 'sm:col-span-2' : ''}>
          <dt className="text-sm font-medium text-muted">{label}</dt>
          <dd className="mt-0.5 whitespace-pre-line text-ink [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
