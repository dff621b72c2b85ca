import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_LIST, PAGES } from '@huella/shared/pages';
import {
  injectHead,
  isBarePage,
  pageModuleFiles,
  PAGE_MODULES,
  ROBOTS_DISALLOWED,
  SITEMAP_PAGES,
  withoutAppShell,
  type BuildManifest,
} from './web-app';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_app-b.js'] },
  '_app-b.js': { file: 'assets/app-b.js', imports: ['_runtime-c.js'] },
  '_runtime-c.js': { file: 'assets/runtime-c.js' },
  'src/routes/home.tsx': { file: 'assets/home-d.js', imports: ['_app-b.js', '_hero-e.js'] },
  '_hero-e.js': { file: 'assets/hero-e.js', imports: ['_runtime-c.js', '_icons-f.js'] },
  '_icons-f.js': { file: 'assets/icons-f.js' },
};

describe("a page's code in its HTML", () => {
  it("names the page's module and what it imports, less what the entry already loads", () => {
    expect(pageModuleFiles(manifest, 'src/routes/home.tsx').sort()).toEqual([
      '/assets/hero-e.js',
      '/assets/home-d.js',
      '/assets/icons-f.js',
    ]);
  });

  it('names nothing for a module the build does not have (or without a manifest)', () => {
    expect(pageModuleFiles(manifest, 'src/routes/login.tsx')).toEqual([]);
    expect(pageModuleFiles({}, 'src/routes/home.tsx')).toEqual([]);
  });

  it('puts tags at the end of the head, and leaves the page alone without any', () => {
    const html = '<html><head><title>Huella</title></head><body></body></html>';
    expect(injectHead(html, ['<link rel="modulepreload" href="/a.js">'])).toBe(
      '<html><head><title>Huella</title>  <link rel="modulepreload" href="/a.js">\n  </head><body></body></html>',
    );
    expect(injectHead(html, [])).toBe(html);
  });

  it('knows the public pages by their paths', () => {
    const moduleOf = (path: string) => PAGE_MODULES.find((page) => page.path.test(path))?.module;
    expect(moduleOf('/')).toBe('src/routes/home.tsx');
    expect(moduleOf('/adopciones')).toBe('src/routes/adoptions.tsx');
    expect(moduleOf('/adopciones/animal/12')).toBe('src/routes/animal-detail.tsx');
    expect(moduleOf('/login')).toBe('src/routes/login.tsx');
    expect(moduleOf('/dashboard')).toBeUndefined();
  });

  it('leaves the site header frame out of the bare-layout pages', () => {
    const html =
      '<div id="root">\n      <!-- app-shell: the header -->\n      <header></header>\n      <!-- /app-shell -->\n    </div>';
    expect(withoutAppShell(html)).toBe('<div id="root">\n    </div>');
    for (const path of [
      '/login',
      '/register',
      '/recuperar-contrasena',
      '/recuperar-contrasena/nueva',
    ]) {
      expect(isBarePage(path)).toBe(true);
    }
    for (const path of ['/', '/adopciones', '/loginx', '/dashboard']) {
      expect(isBarePage(path)).toBe(false);
    }
  });

  it('takes its page table from the shared one, whose every screen is a file of the web app', () => {
    // The router side (every page a route, every route a page) is apps/web/src/app/pages.test.tsx.
    const routesDir = new URL('../../../../web/src/routes/', import.meta.url);
    expect(existsSync(routesDir), 'apps/web/src/routes is where it was').toBe(true);
    for (const page of PAGE_LIST.filter((page) => page.module)) {
      expect(
        existsSync(new URL(`${page.module}.tsx`, routesDir)),
        `${page.path}: apps/web/src/routes/${page.module}.tsx does not exist`,
      ).toBe(true);
    }
    const built = PAGE_LIST.filter((page) => page.module && page.access !== 'private');
    expect(PAGE_MODULES.map((page) => page.module)).toEqual(
      built.map((page) => `src/routes/${page.module}.tsx`),
    );
    for (const page of built) {
      const sample = page.path.replaceAll(/:\w+/g, '12');
      expect(PAGE_MODULES.find((entry) => entry.path.test(sample))?.module).toBe(
        `src/routes/${page.module}.tsx`,
      );
    }
    expect(SITEMAP_PAGES).toEqual([
      '/',
      '/adopciones',
      '/tienda',
      '/servicios',
      '/voluntarios',
      '/blog',
      '/contacto',
      '/refugios',
      '/faq',
      '/quienes-somos',
      '/legal',
    ]);
    expect(ROBOTS_DISALLOWED[0]).toBe(PAGES.dashboard.path);
    expect(ROBOTS_DISALLOWED).not.toContain(PAGES.newAnnouncement.path);
  });
});
