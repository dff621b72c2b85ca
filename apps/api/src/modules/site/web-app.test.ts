import { describe, expect, it } from 'vitest';
import {
  BARE_PAGES,
  injectHead,
  pageModuleFiles,
  PAGE_MODULES,
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
      expect(BARE_PAGES.test(path)).toBe(true);
    }
    for (const path of ['/', '/adopciones', '/loginx', '/dashboard']) {
      expect(BARE_PAGES.test(path)).toBe(false);
    }
  });
});
