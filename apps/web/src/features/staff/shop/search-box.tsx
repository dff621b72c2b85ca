/** The staff lists' search form: a labelled search box, "Buscar" and "Quitar búsqueda". */
import { useState, type FormEvent } from 'react';
import { Search, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';

interface SearchBoxProps {
  id: string;
  /** What is searched now (from the address). */
  value: string;
  onSearch: (value: string) => void;
  text: {
    searchLabel: string;
    searchPlaceholder: string;
    searchButton: string;
    clearSearch: string;
  };
  maxLength: number;
}

export function SearchBox({ id, value, onSearch, text, maxLength }: SearchBoxProps) {
  const [search, setSearch] = useState(value);
  // The box follows the address when it changes (back, a link, "Quitar búsqueda").
  const [searched, setSearched] = useState(value);
  if (value !== searched) {
    setSearched(value);
    setSearch(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(search.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex flex-1 items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
          {text.searchLabel}
        </label>
        <input
          id={id}
          type="search"
          value={search}
          maxLength={maxLength}
          placeholder={text.searchPlaceholder}
          onChange={(event) => setSearch(event.target.value)}
          className="block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base text-ink placeholder:text-gray-500 focus:border-primary focus:ring-2 focus:ring-secondary-dark focus:outline-none"
        />
      </div>
      <Button type="submit" variant="secondary" aria-label={text.searchButton}>
        <Search className="size-5" aria-hidden="true" />
        <span className="hidden sm:inline">{text.searchButton}</span>
      </Button>
      {value ? (
        <Button variant="ghost" aria-label={text.clearSearch} onClick={() => onSearch('')}>
          <X className="size-5" aria-hidden="true" />
        </Button>
      ) : null}
    </form>
  );
}

/** Sets or removes address parameters, back to the first page. */
export function withChanges(params: URLSearchParams, changes: Record<string, string>) {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  next.delete('pagina');
  return next;
}
