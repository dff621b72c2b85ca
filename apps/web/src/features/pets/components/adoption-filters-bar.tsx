/**
 * The catalogue's filters (spec §2 location, category and search button, plus
 * the text box and extra filters), kept compact so the first results
 * stay above the fold. A select or a checkbox applies as soon as it changes;
 * the text box applies on Enter or 'Buscar' (typing a word should not reload
 * the list at every letter). Focus stays where the person is: only a search
 * moves it to the results, which the page does.
 */
import { useId, useState, type ComponentProps, type FormEvent } from 'react';
import { ChevronDown, Search, SlidersHorizontal, X } from 'lucide-react';
import {
  AGE_BANDS,
  CATEGORY_TO_KIND,
  CITIES,
  PET_GENDERS,
  PET_SIZES,
  PET_SORTS,
  type PetCategory,
  type PetSort,
} from '@huella/shared/constants';
import { adoptionsMessages } from '@huella/shared/messages/adoptions';
import { SEARCH_QUERY_MAX_LENGTH } from '@huella/shared/schemas/catalogue-params';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { useQuestionnaire } from '../../../lib/questionnaire';
import { EMPTY_FILTERS, hasFilters, type AdoptionFilters } from '../hooks/adoption-filters';

const filtersText = adoptionsMessages.filters;

/** How a change was made: a search moves to the results, a filter leaves focus alone. */
export type FilterChange = 'filter' | 'search';

/**
 * A change as a function of the filters last asked for, which the page may
 * not show yet: built on the ones shown, a change made before the previous one
 * rendered would undo it.
 */
export type FiltersUpdate = (current: AdoptionFilters) => AdoptionFilters;

interface AdoptionFiltersBarProps {
  /** The filters the results show (the address's). */
  filters: AdoptionFilters;
  onChange: (update: FiltersUpdate, change: FilterChange) => void;
}

const fieldClass =
  'block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base text-ink focus:border-primary focus:ring-2 focus:ring-secondary-dark focus:outline-none';

interface CompactSelectProps extends ComponentProps<'select'> {
  label: string;
}

/** A labelled select that may shrink in a grid cell (min-w-0), unlike the form one. */
function CompactSelect({ label, children, ...props }: CompactSelectProps) {
  const id = useId();
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {label}
      </label>
      <select id={id} className={fieldClass} {...props}>
        {children}
      </select>
    </div>
  );
}

export function AdoptionFiltersBar({ filters, onChange }: AdoptionFiltersBarProps) {
  const [text, setText] = useState(filters.q);
  // The address may change the search under the form (back, a link, 'Quitar filtros').
  const [shownQ, setShownQ] = useState(filters.q);
  if (shownQ !== filters.q) {
    setShownQ(filters.q);
    setText(filters.q);
  }
  const hasExtras =
    Boolean(filters.gender || filters.age || filters.size || filters.sterilized) ||
    filters.good_with_children ||
    filters.good_with_dogs ||
    filters.good_with_cats;
  const [moreOpen, setMoreOpen] = useState(hasExtras);

  const change = <K extends keyof AdoptionFilters>(key: K, value: AdoptionFilters[K]) =>
    onChange((current) => ({ ...current, q: text.trim(), [key]: value }), 'filter');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange((current) => ({ ...current, q: text.trim() }), 'search');
  };

  // A city from a shared address that the list does not have is still shown as chosen.
  const otherCity =
    filters.location && !(CITIES as readonly string[]).includes(filters.location)
      ? filters.location
      : null;

  return (
    <form
      role="search"
      aria-label={filtersText.title}
      onSubmit={submit}
      className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-primary/10 sm:p-4 lg:py-3"
    >
      <div className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] lg:items-end">
        <div className="col-span-2 lg:col-span-1">
          <label
            htmlFor="adoptions-q"
            className="mb-1 block text-sm font-medium text-ink max-sm:sr-only"
          >
            {filtersText.q}
          </label>
          <div className="flex gap-2">
            <input
              id="adoptions-q"
              name="q"
              type="search"
              enterKeyHint="search"
              placeholder={filtersText.qPlaceholder}
              maxLength={SEARCH_QUERY_MAX_LENGTH}
              value={text}
              onChange={(event) => setText(event.target.value)}
              className={`${fieldClass} min-w-0 flex-1`}
            />
            <Button type="submit" variant="accent" className="shrink-0">
              <Search className="size-5" aria-hidden="true" />
              {filtersText.search}
            </Button>
          </div>
        </div>
        <CompactSelect
          label={filtersText.location}

          name="location"
          value={filters.location}
          onChange={(event) => change('location', event.target.value)}
        >
          <option value="">{filtersText.anyLocation}</option>
          {CITIES.map((city) => (
            <option key={city} value={city}>
              {filtersText.locations[city]}
            </option>
          ))}
          {otherCity ? <option value={otherCity}>{otherCity}</option> : null}
        </CompactSelect>
        <CompactSelect
          label={filtersText.category}

          name="category"
          value={filters.category}
          onChange={(event) =>
            change('category', event.target.value as AdoptionFilters['category'])
          }
        >
          <option value="">{filtersText.anyCategory}</option>
          {(Object.keys(CATEGORY_TO_KIND) as PetCategory[]).map((category) => (
            <option key={category} value={CATEGORY_TO_KIND[category]}>
              {filtersText.categories[category]}
            </option>
          ))}
        </CompactSelect>
      </div>

      {/* 'Quitar filtros' sits on the summary's line, at the right, so it costs no row. */}
      <div className="relative mt-2 sm:mt-3 lg:mt-1">
        <details
          className="group"
          open={moreOpen}
          onToggle={(event) => setMoreOpen(event.currentTarget.open)}
        >
          <summary className="inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full px-1 font-semibold text-primary">
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            {filtersText.more}
            <ChevronDown
              className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              aria-hidden="true"
            />
          </summary>
          <div className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
            <CompactSelect
              label={filtersText.gender}
              name="gender"
              value={filters.gender}
              onChange={(event) => change('gender', event.target.value)}
            >
              <option value="">{filtersText.anyGender}</option>
              {PET_GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {filtersText.genders[gender]}
                </option>
              ))}
            </CompactSelect>
            <CompactSelect
              label={filtersText.age}
              name="age"
              value={filters.age}
              onChange={(event) => change('age', event.target.value)}
            >
              <option value="">{filtersText.anyAge}</option>
              {AGE_BANDS.map((age) => (
                <option key={age} value={age}>
                  {filtersText.ages[age]}
                </option>
              ))}
            </CompactSelect>
            <CompactSelect
              label={filtersText.size}
              name="size"
              value={filters.size}
              onChange={(event) => change('size', event.target.value)}
            >
              <option value="">{filtersText.anySize}</option>
              {PET_SIZES.map((size) => (
                <option key={size} value={size}>
                  {filtersText.sizes[size]}
                </option>
              ))}
            </CompactSelect>
            <CompactSelect
              label={filtersText.sterilized}
              name="sterilized"
              value={filters.sterilized}
              onChange={(event) => change('sterilized', event.target.value)}
            >
              <option value="">{filtersText.anySterilized}</option>
              <option value="true">{filtersText.sterilizedYes}</option>
              <option value="false">{filtersText.sterilizedNo}</option>
            </CompactSelect>
            <fieldset className="col-span-2 lg:col-span-4">
              <legend className="mb-2 text-sm font-medium text-ink">{filtersText.goodWith}</legend>
              <div className="flex flex-wrap gap-x-6 gap-y-2">
                <Checkbox
                  label={filtersText.goodWithChildren}
                  name="good_with_children"
                  checked={filters.good_with_children}
                  onChange={(event) => change('good_with_children', event.target.checked)}
                />
                <Checkbox
                  label={filtersText.goodWithDogs}
                  name="good_with_dogs"
                  checked={filters.good_with_dogs}
                  onChange={(event) => change('good_with_dogs', event.target.checked)}
                />
                <Checkbox
                  label={filtersText.goodWithCats}
                  name="good_with_cats"
                  checked={filters.good_with_cats}
                  onChange={(event) => change('good_with_cats', event.target.checked)}
                />
              </div>
            </fieldset>
          </div>
        </details>
        {hasFilters(filters) ? (
          <Button
            variant="ghost"
            size="sm"
            className="absolute top-0 right-0"
            onClick={() => {
              setText('');
              onChange(() => EMPTY_FILTERS, 'search');
            }}
          >
            <X className="size-4" aria-hidden="true" />
            {filtersText.clear}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

interface SortSelectProps {
  value: PetSort;
  onChange: (sort: PetSort) => void;
}

/**
 * The order of the results, beside their heading; it applies as it changes.
 * "Compatibilidad contigo" is offered to whoever has filled the compatibility
 * questionnaire (issue 20); an address that asks for it anyway shows it chosen
 * (the page says why the list cannot be ordered so).
 */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const id = useId();
  const questionnaire = useQuestionnaire();
  const sorts = PET_SORTS.filter(
    (sort) => sort !== 'compatibility' || Boolean(questionnaire.data) || value === sort,
  );
  return (
    // On phones it takes the rest of its row: "Compatibilidad contigo" is the widest choice.
    <div className="flex min-w-0 items-center gap-2 max-sm:flex-1 max-sm:gap-0">
      <label
        htmlFor={id}
        className="text-sm font-medium whitespace-nowrap text-muted max-sm:sr-only"
      >
        {filtersText.sort}
      </label>
      <select
        id={id}
        name="sort"
        value={value}
        onChange={(event) => onChange(event.target.value as PetSort)}
        className="min-w-0 rounded-lg border border-gray-300 bg-white py-1.5 pr-7 pl-2.5 text-sm text-ink focus:border-primary focus:ring-2 focus:ring-secondary-dark focus:outline-none max-sm:w-full"
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {filtersText.sorts[sort]}
          </option>
        ))}
      </select>
    </div>
  );
}
