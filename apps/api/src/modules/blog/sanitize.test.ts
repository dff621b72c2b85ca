import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizePostHtml } from './sanitize';

describe('the post HTML sanitiser', () => {
  it('keeps what an article is made of', () => {
    const html =
      '<h2>Antes de que llegue</h2><h3>La casa</h3><h4>El jardín</h4>' +
      '<p>Un <strong>rincón</strong> <em>propio</em>.<br></p>' +
      '<ul><li>Collar</li></ul><ol><li>Correa</li></ol>' +
      '<blockquote>Tres días, tres semanas, tres meses.</blockquote><hr>' +
      '<pre><code>npm start</code></pre>' +
      '<figure><img src="/media/blog/abc123-800.webp" alt="Un perro" width="800" height="600"><figcaption>Luna</figcaption></figure>';
    expect(sanitizePostHtml(html)).toBe(
      '<h2>Antes de que llegue</h2><h3>La casa</h3><h4>El jardín</h4>' +
        '<p>Un <strong>rincón</strong> <em>propio</em>.<br /></p>' +
        '<ul><li>Collar</li></ul><ol><li>Correa</li></ol>' +
        '<blockquote>Tres días, tres semanas, tres meses.</blockquote><hr />' +
        '<pre><code>npm start</code></pre>' +
        '<figure><img src="/media/blog/abc123-800.webp" alt="Un perro" width="800" height="600" /><figcaption>Luna</figcaption></figure>',
    );
  });

  it('removes scripts, with their code', () => {
    expect(sanitizePostHtml('<p>Hola</p><script>alert(1)</script>')).toBe('<p>Hola</p>');
    expect(sanitizePostHtml('<p>Hola<SCRIPT src="https://evil.example/x.js"></SCRIPT></p>')).toBe(
      '<p>Hola</p>',
    );
  });

  it('removes event handlers and style attributes', () => {
    expect(
      sanitizePostHtml('<p onclick="alert(1)" style="color:red" class="x" id="y">Texto</p>'),
    ).toBe('<p>Texto</p>');
    expect(sanitizePostHtml('<img src="/media/blog/a-800.webp" onerror="alert(1)">')).toBe(
      '<img src="/media/blog/a-800.webp" />',
    );
  });

  it('removes style elements, iframes, objects, forms and svg', () => {
    expect(sanitizePostHtml('<style>p{color:red}</style><p>Uno</p>')).toBe('<p>Uno</p>');
    expect(sanitizePostHtml('<iframe src="https://evil.example"></iframe><p>Dos</p>')).toBe(
      '<p>Dos</p>',
    );
    expect(
      sanitizePostHtml(
        '<svg onload="alert(1)"><script>alert(2)</script><circle r="4"/></svg><p>Tres</p>',
      ),
    ).toBe('<p>Tres</p>');
    expect(sanitizePostHtml('<object data="x.swf"></object><embed src="x.swf"><p>Cuatro</p>')).toBe(
      '<p>Cuatro</p>',
    );
    expect(
      sanitizePostHtml('<form action="/x"><input name="a"><button>Enviar</button></form>'),
    ).toBe('Enviar');
  });

  it('removes javascript: and data: addresses, however they are spelt', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
    ]) {
      const clean = sanitizePostHtml(`<p><a href="${href}">enlace</a></p>`);
      expect(clean, href).not.toMatch(/javascript|data:|vbscript/i);
      expect(clean, href).toContain('enlace');
    }
    expect(sanitizePostHtml('<img src="data:image/png;base64,iVBORw0KGgo=" alt="x">')).toBe('');
    expect(sanitizePostHtml('<img src="javascript:alert(1)">')).toBe('');
  });

  it('keeps http, https and mailto links; external ones get rel="noopener noreferrer nofollow"', () => {
    expect(sanitizePostHtml('<a href="https://www.example.org/guia">Guía</a>')).toBe(
      '<a href="https://www.example.org/guia" rel="noopener noreferrer nofollow">Guía</a>',
    );
    expect(sanitizePostHtml('<a href="http://example.org" rel="opener">x</a>')).toBe(
      '<a href="http://example.org" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizePostHtml('<a href="mailto:hola@huella.es">Escríbenos</a>')).toBe(
      '<a href="mailto:hola@huella.es">Escríbenos</a>',
    );
    expect(sanitizePostHtml('<a href="/adopciones">Adopciones</a>')).toBe(
      '<a href="/adopciones">Adopciones</a>',
    );
    expect(sanitizePostHtml('<a href="ftp://example.org/x">x</a>')).toBe('<a>x</a>');
  });

  it('keeps target only as _blank, and then always with rel', () => {
    expect(sanitizePostHtml('<a href="https://example.org" target="_blank">x</a>')).toBe(
      '<a href="https://example.org" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(sanitizePostHtml('<a href="/blog" target="_blank">x</a>')).toBe(
      '<a href="/blog" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizePostHtml('<a href="https://example.org" target="_top">x</a>')).toBe(
      '<a href="https://example.org" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it("keeps only this site's own pictures (under /media/), never hot-linked or tracking ones", () => {
    expect(sanitizePostHtml('<img src="media/blog/abc-800.webp" alt="a">')).toBe(
      '<img src="/media/blog/abc-800.webp" alt="a" />',
    );
    expect(sanitizePostHtml('<p>a<img src="https://tracker.example/p.gif">b</p>')).toBe(
      '<p>ab</p>',
    );
    expect(sanitizePostHtml('<img src="//evil.example/media/x.webp">')).toBe('');
    expect(sanitizePostHtml('<img src="/media/../secret.webp">')).toBe('');
    expect(sanitizePostHtml('<img src="/media/blog/a-800.webp" width="100%" height="9e9">')).toBe(
      '<img src="/media/blog/a-800.webp" />',
    );
  });

  it('turns old-style tags into their allowed kin and drops unknown ones keeping their words', () => {
    expect(sanitizePostHtml('<h1>Título</h1><b>negrita</b> <i>cursiva</i>')).toBe(
      '<h2>Título</h2><strong>negrita</strong> <em>cursiva</em>',
    );
    expect(sanitizePostHtml('<h5>Cinco</h5><h6>Seis</h6>')).toBe('<h4>Cinco</h4><h4>Seis</h4>');
    expect(sanitizePostHtml('<div><span class="x">texto</span></div>')).toBe('texto');
  });

  it('escapes text that looks like markup but is not', () => {
    expect(sanitizePostHtml('<p>1 < 2 & "comillas"</p>')).toBe('<p>1 &lt; 2 &amp; "comillas"</p>');
  });
});

describe('the words of a post', () => {
  it('reads the text of its HTML, paragraphs apart', () => {
    expect(htmlToText('<h2>Uno</h2><p>Dos &amp; <strong>tres</strong></p><p>cuatro</p>')).toBe(
      'Uno Dos & tres cuatro',
    );
  });
});
