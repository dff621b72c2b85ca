import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { StaffProduct } from '@huella/shared/schemas/shop';
import { fakeShopStaffApi, makeProduct } from '../features/staff/shop/shop-test-api';
import { fakeStaffApi } from '../features/staff/staff-test-api';
import { userFixture } from '../testing/fixtures';
import { Landing, renderRoutes } from '../testing/render';
import { server } from '../testing/server';
import StaffProductEditorRoute from './staff-product-editor';

const routes = [
  { path: '/staff/productos', element: <Landing name="Lista de productos" /> },
  { path: '/staff/productos/nuevo', element: <StaffProductEditorRoute /> },
  { path: '/staff/productos/:id', element: <StaffProductEditorRoute /> },
];

function setup({ entry = '/staff/productos/nuevo', products = [] as StaffProduct[] } = {}) {
  server.use(
    http.get('*/users/api/users/me/', () => HttpResponse.json(userFixture({ is_staff: true }))),
  );
  fakeStaffApi();
  const api = fakeShopStaffApi({ products });
  return { ...renderRoutes(routes, { initialEntries: [entry], session: true }), api };
}

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const combobox = (name: string) => screen.getByRole('combobox', { name });
const lastBody = (requests: Array<{ body: unknown }>) => requests[requests.length - 1]?.body;

describe('staff: a new product', () => {
  it('creates a product with the price typed in Spanish euros, then edits it at its own address', async () => {
    const { user, api, router } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuevo producto' })).toBeVisible();
    expect(screen.getByText('Guarda el producto para poder añadirle una imagen.')).toBeVisible();

    await user.type(textbox('Nombre'), 'Collar reflectante');
    await user.type(textbox('Descripción'), 'Para paseos de noche.');
    await user.type(textbox(/^Precio con IVA/), '12,95');
    expect(screen.getByText('Se mostrará como 12,95 €')).toBeVisible();
    expect(combobox('IVA')).toHaveValue('21');
    const stock = screen.getByRole('spinbutton', { name: 'Unidades en existencia' });
    await user.clear(stock);
    await user.type(stock, '25');
    await user.selectOptions(combobox('Estado'), 'publicado');
    await user.click(screen.getByRole('button', { name: 'Guardar producto' }));

    expect(await screen.findByText('Producto creado')).toBeInTheDocument();
    expect(lastBody(api.find('POST', '/staff/products/'))).toEqual({
      name: 'Collar reflectante',
      description: 'Para paseos de noche.',
      category: 'accesorios',
      kind: 'producto',
      price_cents: 1295,
      vat_rate: 21,
      stock: 25,
      state: 'publicado',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar producto' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/staff/productos/100');
    expect(textbox(/^Precio con IVA/)).toHaveValue('12,95');
    expect(screen.getByRole('link', { name: 'Ver en la tienda' })).toHaveAttribute(
      'href',
      '/tienda/collar-reflectante',
    );
    // Nothing is left unsaved: leaving does not ask.
    await user.click(screen.getByRole('link', { name: 'Volver a los productos' }));
    expect(await screen.findByRole('heading', { name: 'Lista de productos' })).toBeVisible();
  });

  it('suggests no IVA, no limit and the donations category for a donation', async () => {
    const { user, api } = setup();
    await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Un mes de pienso');
    await user.selectOptions(combobox('Tipo'), 'donacion');
    expect(combobox('IVA')).toHaveValue('0');
    expect(combobox('Categoría')).toHaveValue('donaciones');
    expect(screen.getByRole('checkbox', { name: 'Sin límite de unidades' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Unidades en existencia' })).toBeDisabled();
    expect(screen.getByText(/Las donaciones no llevan IVA ni se envían/)).toBeVisible();
    await user.type(textbox(/^Precio con IVA/), '1.250');
    expect(screen.getByText('Se mostrará como 1.250,00 €')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Guardar producto' }));
    expect(await screen.findByText('Producto creado')).toBeInTheDocument();
    expect(lastBody(api.find('POST', '/staff/products/'))).toMatchObject({
      kind: 'donacion',
      category: 'donaciones',
      vat_rate: 0,
      stock: null,
      price_cents: 125000,
      state: 'borrador',
    });
  });

  it('says what is wrong and sends nothing: no name, a price that is not one or out of range, bad stock', async () => {
    const { user, api } = setup();
    await user.click(await screen.findByRole('button', { name: 'Guardar producto' }));
    expect(await screen.findByText('Revisa los campos marcados.')).toBeVisible();
    expect(textbox('Nombre')).toHaveFocus();
    expect(textbox('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Escribe el precio en euros, por ejemplo 12,95.')).toBeVisible();

    await user.type(textbox('Nombre'), 'Taza');
    await user.type(textbox(/^Precio con IVA/), '0,10');
    const stock = screen.getByRole('spinbutton', { name: 'Unidades en existencia' });
    await user.clear(stock);
    await user.click(screen.getByRole('button', { name: 'Guardar producto' }));
    expect(
      await screen.findByText('El precio debe estar entre 0,50 € y 2.000,00 €.'),
    ).toBeVisible();
    expect(screen.getByText('Escribe un número entero de unidades, 0 o más.')).toBeVisible();
    expect(textbox(/^Precio con IVA/)).toHaveFocus();
    expect(api.find('POST', '/staff/products/')).toHaveLength(0);
  });

  it('shows the server’s message on the field it refuses', async () => {
    const { user } = setup({ products: [makeProduct(1, { slug: 'taza' })] });
    await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Taza');
    await user.type(textbox('Dirección (slug)'), 'taza');
    await user.type(textbox(/^Precio con IVA/), '9,50');
    await user.click(screen.getByRole('button', { name: 'Guardar producto' }));
    expect(await screen.findByText('Ya existe un producto con esa dirección.')).toBeVisible();
    expect(screen.getByText('Los datos enviados no son válidos.')).toBeVisible();
    expect(textbox('Dirección (slug)')).toHaveFocus();
  });
});

describe('staff: an existing product', () => {
  const existing = () =>
    makeProduct(1, {
      name: 'Taza Huella',
      slug: 'taza-huella',
      price_cents: 950,
      stock: 4,
      state: 'borrador',
    });

  it('loads it and saves only what changed with PATCH', async () => {
    const { user, api } = setup({ entry: '/staff/productos/1', products: [existing()] });
    expect(await screen.findByRole('textbox', { name: 'Nombre' })).toHaveValue('Taza Huella');
    expect(textbox(/^Precio con IVA/)).toHaveValue('9,50');
    expect(screen.getByText('1 reservada en pagos abiertos · 3 vendidas')).toBeVisible();
    const save = screen.getByRole('button', { name: 'Guardar cambios' });
    expect(save).toBeDisabled();

    await user.clear(textbox(/^Precio con IVA/));
    await user.type(textbox(/^Precio con IVA/), '10');
    await user.click(screen.getByRole('checkbox', { name: 'Sin límite de unidades' }));
    await user.selectOptions(combobox('Estado'), 'publicado');
    await user.click(save);
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(lastBody(api.find('PATCH', '/staff/products/1/'))).toEqual({
      price_cents: 1000,
      stock: null,
      state: 'publicado',
    });
    expect(textbox(/^Precio con IVA/)).toHaveValue('10,00');
    expect(save).toBeDisabled();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user } = setup({ entry: '/staff/productos/1', products: [existing()] });
    await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), ' grande');
    await user.click(screen.getByRole('link', { name: 'Volver a los productos' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Hay cambios sin guardar' });
    await user.click(within(warning).getByRole('button', { name: 'Cancelar' }));
    expect(textbox('Nombre')).toHaveValue('Taza Huella grande');
    await user.click(screen.getByRole('link', { name: 'Volver a los productos' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Hay cambios sin guardar' })).getByRole(
        'button',
        { name: 'Salir sin guardar' },
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Lista de productos' })).toBeVisible();
  });

  it('uploads the picture at once and saves its description with the product', async () => {
    const { user, api } = setup({ entry: '/staff/productos/1', products: [existing()] });
    await screen.findByRole('textbox', { name: 'Nombre' });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'taza.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('product-image-input'), file);
    expect(await screen.findByText('Imagen guardada')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Imagen actual del producto' })).toBeVisible();
    const sent = api.find('PUT', '/staff/products/1/image/')[0]?.body as FormData;
    expect(sent.get('image')).not.toBeNull();

    await user.type(textbox('Texto alternativo de la imagen'), 'Una taza con una huella');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(lastBody(api.find('PATCH', '/staff/products/1/'))).toEqual({
      image_alt: 'Una taza con una huella',
    });

    fireEvent.change(screen.getByTestId('product-image-input'), {
      target: { files: [new File(['hola'], 'notas.txt', { type: 'text/plain' })] },
    });
    expect(
      await screen.findByText('Por favor selecciona un archivo de imagen válido (jpg, png, etc.)'),
    ).toBeVisible();
    expect(api.find('PUT', '/staff/products/1/image/')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Quitar imagen' }));
    expect(await screen.findByText('Imagen quitada')).toBeInTheDocument();
    expect(api.find('DELETE', '/staff/products/1/image/')).toHaveLength(1);
  });

  it('says the product does not exist', async () => {
    setup({ entry: '/staff/productos/999' });
    expect(await screen.findByText('Ese producto no existe.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver a los productos' })).toHaveAttribute(
      'href',
      '/staff/productos',
    );
  });
});
