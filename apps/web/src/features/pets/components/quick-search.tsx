/**
 * The home page's quick search: a city and a species, then the catalogue with
 * them applied, in its Spanish address (`/adopciones?ciudad=madrid&categoria=perro`).
 */
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { CATEGORY_TO_KIND, CITIES, type PetCategory } from '@huella/shared/constants';
import { adoptionsMessages } from '@huella/shared/messages/adoptions';
import { homeMessages } from '@huella/shared/messages/home';
import { Button } from '../../../components/ui/button';
import { EMPTY_FILTERS, filtersToAddress, type AdoptionFilters } from '../hooks/adoption-filters';

const text = homeMessages.quickSearch;
const filtersText = adoptionsMessages.filters;

const selectClass =
  'block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base text-ink focus:border-primary focus:ring-2 focus:ring-secondary-dark focus:outline-none';

export function QuickSearch({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const id = useId();
  const [city, setCity] = useState('');
  const [category, setCategory] = useState<AdoptionFilters['category']>('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = filtersToAddress({ ...EMPTY_FILTERS, location: city, category }).toString();
    void navigate(`/adopciones${search ? `?${search}` : ''}`);
  };

  return (
    <form
      role="search"
      aria-labelledby={`${id}-title`}
      onSubmit={submit}
      className={`rounded-2xl bg-white p-4 shadow-lg ring-1 shadow-primary/5 ring-primary/10 sm:p-5 ${className}`}
    >
      <h2 id={`${id}-title`} className="mb-3 text-lg font-bold text-primary">
        {text.title}
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="min-w-0">
          <label htmlFor={`${id}-city`} className="mb-1 block text-sm font-medium text-ink">
            {text.city}
          </label>
          <select
            id={`${id}-city`}
            name="ciudad"
            value={city}
            onChange={(event) => setCity(event.target.value)}
            className={selectClass}
          >
            <option value="">{text.anyCity}</option>
            {CITIES.map((slug) => (
              <option key={slug} value={slug}>
                {filtersText.locations[slug]}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0">
          <label htmlFor={`${id}-species`} className="mb-1 block text-sm font-medium text-ink">
            {text.species}
          </label>
          <select
            id={`${id}-species`}
            name="categoria"
            value={category}
            onChange={(event) => setCategory(event.target.value as AdoptionFilters['category'])}
            className={selectClass}
          >
            <option value="">{text.anySpecies}</option>
            {(Object.keys(CATEGORY_TO_KIND) as PetCategory[]).map((key) => (
              <option key={key} value={CATEGORY_TO_KIND[key]}>
                {filtersText.categories[key]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="accent" className="col-span-2 sm:col-span-1 sm:h-[46px]">
          <Search className="size-5" aria-hidden="true" />
          {text.submit}
        </Button>
      </div>
    </form>
  );
}
