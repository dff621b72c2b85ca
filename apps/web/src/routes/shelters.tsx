/**
 * /refugios: the directory of verified shelters (only those publish), by
 * city and kind. The filters live in the URL with Spanish names (`ciudad`,
 * `tipo`; `page` as in the catalogue), so a search can be shared; they apply
 * as they change. A compact header keeps the first cards above
 * the fold on a phone.
 */
import { useSearchParams } from 'react-router';
import { Building2 } from 'lucide-react';
import { SHELTER_KINDS } from '@huella/shared/constants';
import { sheltersMessages } from '@huella/shared/messages/shelters';
import { Button } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { LoadError } from '../components/ui/load-error';
import { SelectField } from '../components/ui/select-field';
import { Spinner } from '../components/ui/spinner';
import { ApiError } from '../lib/api-client';
import { useDocumentTitle } from '../lib/document-title';
import { Pagination } from '../features/pets/components/pagination';
import { pageFromParams } from '../features/pets/hooks/adoption-filters';
import { useShelterCities } from '../features/shelters/api/list-shelter-cities';
import {
  SHELTER_DIRECTORY_PAGE_SIZE,
  useShelterDirectory,
} from '../features/shelters/api/list-shelters';
import { ShelterCard } from '../features/shelters/components/shelter-card';
import { ShelterTrail } from '../features/shelters/components/shelter-trail';
import { Container } from '../features/site/components/container';
import { SheltersIllustration } from '../features/site/illustrations/shelters-illustration';

const text = sheltersMessages.directory;

const fold = (value: string) =>
  value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es-ES').trim();

/** `tipo=protectora` → 'Protectora'; an unknown kind is sent as it is, for the API to refuse. */
const kindFromParam = (value: string) =>
  SHELTER_KINDS.find((kind) => kind.toLowerCase() === value.trim().toLowerCase()) ?? value;

export default function SheltersPage() {
  useDocumentTitle(text.title);
  const [searchParams, setSearchParams] = useSearchParams();
  const city = searchParams.get('ciudad')?.trim() ?? '';
  const kindParam = searchParams.get('tipo')?.trim() ?? '';
  const kind = kindParam ? kindFromParam(kindParam) : '';
  const page = pageFromParams(searchParams);

  const params: Record<string, string> = {};
  if (city) params.city = city;
  if (kind) params.kind = kind;
  if (page > 1) params.page = String(page);
  const query = useShelterDirectory(params);
  const cities = useShelterCities();

  // The URL's city may be spelled differently ("malaga"): select the listed one it means.
  const cityOptions = cities.data?.map((entry) => entry.city) ?? [];
  const selectedCity = city ? (cityOptions.find((name) => fold(name) === fold(city)) ?? city) : '';
  if (selectedCity && !cityOptions.includes(selectedCity)) cityOptions.push(selectedCity);

  /** A filter change starts again at the first page. */
  const setFilter = (name: 'ciudad' | 'tipo', value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setSearchParams(next);
  };
  const filtered = Boolean(city || kindParam);

  const total = query.data?.total ?? 0;
  const badFilter =
    query.error instanceof ApiError && query.error.status === 400 ? query.error : null;

  return (
    <>
      <ShelterTrail
        items={[{ label: sheltersMessages.page.directory, to: '/refugios', current: true }]}
      />
      <section
        aria-labelledby="page-title"
        className="bg-linear-to-b from-secondary/55 via-secondary/20 to-white"
      >
        <Container className="py-8 sm:py-10">
          <div className="flex items-center justify-between gap-8">
            <div className="min-w-0">
              <p className="text-sm font-bold text-accent">{text.eyebrow}</p>
              <h1
                id="page-title"
                className="mt-1 text-3xl font-extrabold tracking-tight text-primary sm:text-4xl"
              >
                {text.title}
              </h1>
              <p className="mt-3 max-w-2xl text-muted sm:text-lg">{text.intro}</p>
            </div>
            <SheltersIllustration className="hidden h-40 w-auto shrink-0 lg:block" />
          </div>
          <form
            role="search"
            aria-label={text.filters}
            onSubmit={(event) => event.preventDefault()}
            className="mt-6 grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          >
            <SelectField
              label={text.city}
              value={selectedCity}
              onChange={(event) => setFilter('ciudad', event.target.value)}
            >
              <option value="">{text.allCities}</option>
              {cityOptions.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={text.kind}
              value={SHELTER_KINDS.includes(kind as never) ? kind.toLowerCase() : kindParam}
              onChange={(event) => setFilter('tipo', event.target.value)}
            >
              <option value="">{text.allKinds}</option>
              {SHELTER_KINDS.map((value) => (
                <option key={value} value={value.toLowerCase()}>
                  {sheltersMessages.kinds[value]}
                </option>
              ))}
              {kindParam && !SHELTER_KINDS.includes(kind as never) ? (
                <option value={kindParam}>{kindParam}</option>
              ) : null}
            </SelectField>
            {filtered ? (
              <Button variant="ghost" onClick={() => setSearchParams(new URLSearchParams())}>
                {text.clear}
              </Button>
            ) : null}
          </form>
        </Container>
      </section>

      <Container className="pt-4 pb-16">
        <section aria-labelledby="shelters-results">
          <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="shelters-results" className="text-xl font-bold text-primary">
              {text.results}
            </h2>
            <p className="text-sm font-medium text-muted" aria-live="polite">
              {query.data ? text.count(total) : ''}
            </p>
          </div>
          {badFilter ? (
            <LoadError
              message={text.loadError}
              detail={badFilter.message}
              onRetry={() => setSearchParams(new URLSearchParams())}
            />
          ) : query.isError && !query.data ? (
            <LoadError message={text.loadError} onRetry={() => void query.refetch()} />
          ) : query.isPending ? (
            // About as tall as a first page of shelters on a phone, so the footer
            // is not drawn in sight and then pushed down when they arrive.
            <div className="flex min-h-[28rem] justify-center py-16">
              <Spinner label={text.loading} showLabel />
            </div>
          ) : total === 0 ? (
            <EmptyState Icon={Building2} title={text.empty} hint={text.emptyHint} />
          ) : (
            <ul
              className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {query.data.shelters.map((shelter) => (
                <li key={shelter.id}>
                  <ShelterCard shelter={shelter} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={page}
            pageCount={Math.max(1, Math.ceil(total / SHELTER_DIRECTORY_PAGE_SIZE))}
          />
        </section>
      </Container>
    </>
  );
}
