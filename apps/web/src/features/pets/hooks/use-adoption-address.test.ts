import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readAdoptionAddress } from './adoption-address';
import { EMPTY_FILTERS, filtersToAddress, type AdoptionFilters } from './adoption-filters';

// Each test gets the hook's module afresh, so none finds the reader already loaded.
const freshHook = async () => (await import('./use-adoption-address')).useAdoptionAddress;

describe('useAdoptionAddress', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('reads an empty address at once, exactly as the schema reads it', async () => {
    const useAdoptionAddress = await freshHook();
    const { result } = renderHook(() => useAdoptionAddress(''));
    expect(result.current).toEqual({ filters: EMPTY_FILTERS, page: 1, notUnderstood: [] });
    expect(result.current).toEqual(readAdoptionAddress(new URLSearchParams('')));
  });

  it('reads an address with parameters once the reader has loaded', async () => {
    const useAdoptionAddress = await freshHook();
    const { result } = renderHook(() => useAdoptionAddress('categoria=gato&pagina=2&color=azul'));
    // Opened with parameters, there is nothing to show until then.
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBeDefined());
    expect(result.current).toEqual(
      readAdoptionAddress(new URLSearchParams('categoria=gato&pagina=2&color=azul')),
    );
    expect(result.current?.filters.category).toBe('gato');
    expect(result.current?.page).toBe(2);
    expect(result.current?.notUnderstood).toEqual([{ name: 'color', value: 'azul' }]);
  });

  it('keeps the last reading on screen while the reader arrives', async () => {
    const useAdoptionAddress = await freshHook();
    const { result, rerender } = renderHook(({ address }) => useAdoptionAddress(address), {
      initialProps: { address: '' },
    });
    rerender({ address: 'ciudad=sevilla' });
    expect(result.current?.filters).toEqual(EMPTY_FILTERS);
    await waitFor(() => expect(result.current?.filters.location).toBe('sevilla'));
  });

  it('shows an address the page wrote at once, before the reader is there', async () => {
    const { useAdoptionAddress, rememberWrittenAddress } = await import('./use-adoption-address');
    const { result, rerender } = renderHook(({ address }) => useAdoptionAddress(address), {
      initialProps: { address: '' },
    });
    // A first choice, then a second made while the reader is still loading.
    const first: AdoptionFilters = { ...EMPTY_FILTERS, location: 'valencia' };
    rememberWrittenAddress(filtersToAddress(first), { filters: first, page: 1, notUnderstood: [] });
    rerender({ address: filtersToAddress(first).toString() });
    expect(result.current?.filters).toEqual(first);
    const second: AdoptionFilters = { ...result.current!.filters, category: 'gato' };
    rememberWrittenAddress(filtersToAddress(second), {
      filters: second,
      page: 1,
      notUnderstood: [],
    });
    rerender({ address: filtersToAddress(second).toString() });
    expect(result.current?.filters).toEqual(second);
    // Once the reader is there, it reads the same.
    await waitFor(() =>
      expect(result.current).toEqual(readAdoptionAddress(filtersToAddress(second))),
    );
  });

  it('writes addresses the reader reads back as the same filters', () => {
    const every: AdoptionFilters = {
      location: 'sevilla',
      category: 'perro',
      q: 'cariñoso',
      gender: 'macho',
      age: 'cachorro',
      size: 'pequeño',
      sterilized: 'true',
      good_with_children: true,
      good_with_dogs: true,
      good_with_cats: false,
      sort: 'name',
    };
    const other: AdoptionFilters = { ...every, sterilized: 'false', sort: 'recent' };
    for (const filters of [EMPTY_FILTERS, every, other])
      expect(readAdoptionAddress(filtersToAddress(filters))).toEqual({
        filters,
        page: 1,
        notUnderstood: [],
      });
  });
});
