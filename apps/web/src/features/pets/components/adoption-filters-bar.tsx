/**
 * The catalogue's filters (spec §2 location, category and search button, plus
 * the text box and extra filters). Nothing applies until 'Buscar':
 * the form then hands its values up, and the page writes them to the URL.
 */
import { useState, type FormEvent } from 'react';
import { ChevronDown, Search, SlidersHorizontal, X } from 'lucide-react';
import {
  AGE_BANDS,
  CATEGORY_TO_KIND,
  CITIES,
  PET_GENDERS,
  PET_SIZES,
  PET_SORTS,
  type PetCategory,
} from '@huella/shared/constants';
import { adoptionsMessages } from '@huella/shared/messages/adoptions';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { EMPTY_FILTERS, type AdoptionFilters } from '../hooks/adoption-filters';

const filtersText = adoptionsMessages.filters;

interface AdoptionFiltersBarProps {
  initial: AdoptionFilters;
  onApply: (filters: AdoptionFilters) => void;
}

export function AdoptionFiltersBar({ initial, onApply }: AdoptionFiltersBarProps) {
  const [filters, setFilters] = useState(initial);
  const set = <K extends keyof AdoptionFilters>(key: K, value: AdoptionFilters[K]) =>
    setFilters((current) => ({ ...current, [key]: value }));

  const hasExtras =
    Boolean(initial.gender || initial.age || initial.size || initial.sterilized) ||
    initial.good_with_children ||
    initial.good_with_dogs ||
    initial.good_with_cats ||
    initial.sort !== 'recent';
  const hasAny = JSON.stringify(initial) !== JSON.stringify(EMPTY_FILTERS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(filters);
  };

  return (
    <form
      role="search"
      aria-label={filtersText.title}
      onSubmit={submit}
      className="rounded-2xl bg-white p-4 shadow-md ring-1 ring-primary/10 sm:p-6"
    >
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr_auto] lg:items-end">
        <SelectField
          label={filtersText.location}
          name="location"
          value={filters.location}
          onChange={(event) => set('location', event.target.value)}
        >
          <option value="">{filtersText.anyLocation}</option>
          {CITIES.map((city) => (
            <option key={city} value={city}>
              {filtersText.locations[city]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={filtersText.category}
          name="category"
          value={filters.category}
          onChange={(event) => set('category', event.target.value)}
        >
          <option value="">{filtersText.anyCategory}</option>
          {(Object.keys(CATEGORY_TO_KIND) as PetCategory[]).map((category) => (
            <option key={category} value={category}>
              {filtersText.categories[category]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={filtersText.q}
          name="q"
          type="search"
          placeholder={filtersText.qPlaceholder}
          maxLength={200}
          value={filters.q}
          onChange={(event) => set('q', event.target.value)}
          className="md:col-span-2 lg:col-span-1"
        />
        <Button type="submit" variant="accent" className="md:col-span-2 lg:col-span-1 lg:h-[46px]">
          <Search className="size-5" aria-hidden="true" />
          {filtersText.search}
        </Button>
      </div>

      {/* 'Quitar filtros' sits on the summary's line, at the right, so it costs no row. */}
      <div className="relative mt-4">
        <details className="group" open={hasExtras}>
          <summary className="inline-flex cursor-pointer items-center gap-2 rounded-full px-1 py-1 font-semibold text-primary">
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            {filtersText.more}
            <ChevronDown
              className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              aria-hidden="true"
            />
          </summary>
          <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            <SelectField
              label={filtersText.gender}
              name="gender"
              value={filters.gender}
              onChange={(event) => set('gender', event.target.value)}
            >
              <option value="">{filtersText.anyGender}</option>
              {PET_GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {filtersText.genders[gender]}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={filtersText.age}
              name="age"
              value={filters.age}
              onChange={(event) => set('age', event.target.value)}
            >
              <option value="">{filtersText.anyAge}</option>
              {AGE_BANDS.map((age) => (
                <option key={age} value={age}>
                  {filtersText.ages[age]}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={filtersText.size}
              name="size"
              value={filters.size}
              onChange={(event) => set('size', event.target.value)}
            >
              <option value="">{filtersText.anySize}</option>
              {PET_SIZES.map((size) => (
                <option key={size} value={size}>
                  {filtersText.sizes[size]}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={filtersText.sterilized}
              name="sterilized"
              value={filters.sterilized}
              onChange={(event) => set('sterilized', event.target.value)}
            >
              <option value="">{filtersText.anySterilized}</option>
              <option value="true">{filtersText.sterilizedYes}</option>
              <option value="false">{filtersText.sterilizedNo}</option>
            </SelectField>
            <SelectField
              label={filtersText.sort}
              name="sort"
              value={filters.sort}
              onChange={(event) => set('sort', event.target.value)}
            >
              {PET_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {filtersText.sorts[sort]}
                </option>
              ))}
            </SelectField>
            <fieldset className="sm:col-span-2 lg:col-span-5">
              <legend className="mb-2 text-sm font-medium text-ink">{filtersText.goodWith}</legend>
              <div className="flex flex-wrap gap-x-6 gap-y-2">
                <Checkbox
                  label={filtersText.goodWithChildren}
                  name="good_with_children"
                  checked={filters.good_with_children}
                  onChange={(event) => set('good_with_children', event.target.checked)}
                />
                <Checkbox
                  label={filtersText.goodWithDogs}
                  name="good_with_dogs"
                  checked={filters.good_with_dogs}
                  onChange={(event) => set('good_with_dogs', event.target.checked)}
                />
                <Checkbox
                  label={filtersText.goodWithCats}
                  name="good_with_cats"
                  checked={filters.good_with_cats}
                  onChange={(event) => set('good_with_cats', event.target.checked)}
                />
              </div>
            </fieldset>
          </div>
        </details>
        {hasAny ? (
          <Button
            variant="ghost"
            size="sm"
            className="absolute top-0 right-0"
            onClick={() => {
              setFilters(EMPTY_FILTERS);
              onApply(EMPTY_FILTERS);
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
