import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { mockShopApi, productFixture, SHOP_PRODUCTS } from '../features/shop/test-fixtures';
import { renderRoutes } from '../testing/render';
import ShopPage from './shop';

const renderPage = (path = '/tienda') =>
  renderRoutes([{ path: '/tienda', element: <ShopPage /> }], { initialEntries: [path] });

const results = () =>
  within(
    screen.getByRole('region', {
      name: /^(Productos|Accesorios|Alimentación|Merchandising|Donaciones)/,
    }),
  );

describe('/tienda', () => {
  it('shows the products with price, IVA, stock hints, the shipping rule and that adopting is free', async () => {
    mockShopApi();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Tienda' })).toBeInTheDocument();
    expect(screen.getByText('Envío 4,95 €; gratis desde 50,00 €')).toBeVisible();
    expect(screen.getByText(/Adoptar es siempre gratis/)).toBeVisible();

    const link = await results().findByRole('link', { name: 'Collar reflectante' });
    expect(link).toHaveAttribute('href', '/tienda/collar-reflectante');
    const card = within(link.closest('article')!);
    expect(card.getByText('12,95 €')).toHaveClass('whitespace-nowrap');
    expect(card.getByText('IVA incluido')).toBeVisible();
    expect(card.getByText('Accesorios')).toBeVisible();
    const image = link.closest('article')!.querySelector('img')!;
    expect(image.getAttribute('srcset')).toContain('media/shop/collar-400.webp 400w');

    const food = within(
      results()
        .getByRole('link', { name: /Pienso/ })
        .closest('article')!,
    );
    expect(food.getByText('Últimas 2 unidades')).toBeVisible();
    const mug = within(results().getByRole('link', { name: 'Taza Huella' }).closest('article')!);
    expect(mug.getByText('Agotado')).toBeVisible();
    const donation = within(
      results()
        .getByRole('link', { name: /Donación de 10/ })
        .closest('article')!,
    );
    expect(donation.getByText('Donación no sujeta a IVA')).toBeVisible();
    expect(results().getByRole('heading', { level: 2 })).toHaveTextContent(
      `${SHOP_PRODUCTS.length} productos`,
    );
    expect(screen.getByRole('link', { name: 'Donar a un refugio' })).toHaveAttribute(
      'href',
      '/tienda?categoria=donaciones',
    );
  });

  it('filters by category in the address and asks the API for it', async () => {
    const calls = mockShopApi();
    const { user, router } = renderPage();
    await results().findByRole('link', { name: 'Collar reflectante' });
    const categories = screen.getByRole('navigation', { name: 'Categorías' });
    expect(within(categories).getByRole('link', { name: 'Todo' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(within(categories).getByRole('link', { name: 'Alimentación' }));
    await waitFor(() => expect(router.state.location.search).toBe('?categoria=alimentacion'));
    await waitFor(() =>
      expect(results().queryByRole('link', { name: 'Collar reflectante' })).not.toBeInTheDocument(),
    );
    expect(results().getByRole('link', { name: /Pienso/ })).toBeVisible();
    expect(calls.lists.at(-1)?.get('categoria')).toBe('alimentacion');
    expect(calls.lists.at(-1)?.get('page_size')).toBe('12');
    expect(within(categories).getByRole('link', { name: 'Alimentación' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('reads the page from the address and paginates', async () => {
    const calls = mockShopApi({ total: 30 });
    renderPage('/tienda?pagina=2');
    await results().findByRole('link', { name: 'Collar reflectante' });
    expect(calls.lists[0]?.get('page')).toBe('2');
    const pages = screen.getByRole('navigation', { name: 'Paginación' });
    expect(within(pages).getByRole('link', { name: /3/ })).toBeInTheDocument();
  });

  it('says so when a category is empty, with a way back to everything', async () => {
    mockShopApi({ products: [productFixture()] });
    renderPage('/tienda?categoria=merchandising');
    expect(await screen.findByText('No hay productos en esta categoría.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver todos los productos' })).toHaveAttribute(
      'href',
      '/tienda',
    );
  });

  it('shows skeletons while loading, then a load error with Reintentar', async () => {
    mockShopApi({ failList: true });
    const { user } = renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Cargando productos…');
    expect(await screen.findByText('No se pudieron cargar los productos.')).toBeVisible();
    mockShopApi();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await results().findByRole('link', { name: 'Collar reflectante' })).toBeVisible();
  });
});
