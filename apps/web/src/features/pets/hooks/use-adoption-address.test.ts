import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readAdoptionAddress } from './adoption-address';
import { EMPTY_FILTERS } from './adoption-filters';

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
});
