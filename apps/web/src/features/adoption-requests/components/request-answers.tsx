/** The adopter's answers in readable Spanish, as a description list. */
import { adoptionRequestsMessages } from '@huella/shared/messages/adoption-requests';
import { adoptionRequestsScreensMessages } from '@huella/shared/messages/adoption-requests-screens';
import type { AdoptionRequest } from '@huella/shared/schemas/adoption-requests';

const a = adoptionRequestsScreensMessages.detail.answer;
const yesNo = (value: boolean) => (value ? a.yes : a.no);

export function RequestAnswers({ answers }: { answers: AdoptionRequest['answers'] }) {
  const rows: { label: string; value: string; long?: boolean }[] = [
    { label: a.homeType, value: adoptionRequestsMessages.homeTypes[answers.home_type] },
    { label: a.garden, value: yesNo(answers.has_garden) },
    { label: a.tenure, value: adoptionRequestsMessages.homeTenures[answers.home_tenure] },
    ...(answers.home_tenure === 'alquiler' && answers.landlord_allows_pets !== null
      ? [{ label: a.landlord, value: yesNo(answers.landlord_allows_pets) }]
      : []),
    { label: a.adults, value: String(answers.adults) },
    { label: a.children, value: String(answers.children) },
    ...(answers.children_ages.length > 0
      ? [{ label: a.childrenAges, value: a.childrenAgesValue(answers.children_ages) }]
      : []),
    { label: a.hoursAlone, value: a.hoursValue(answers.hours_alone) },
    { label: a.otherAnimals, value: answers.other_animals.trim() || a.none, long: true },
    { label: a.experience, value: answers.experience, long: true },
    { label: a.message, value: answers.message, long: true },
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
