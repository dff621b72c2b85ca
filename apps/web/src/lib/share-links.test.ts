import { describe, expect, it } from 'vitest';
import { absoluteUrl, shareHref } from './share-links';

const page = {
  url: 'https://huella.example/blog/adoptar-un-gato',
  text: 'Adoptar un gato & ser feliz',
  image: 'https://huella.example/media/blog/gato-1600.webp',
};
const url = encodeURIComponent(page.url);
const text = encodeURIComponent(page.text);

describe('shareHref', () => {
  it("builds each network's own share address, with everything encoded", () => {
    expect(shareHref('facebook', page)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${url}`);
    expect(shareHref('x', page)).toBe(`https://x.com/intent/post?url=${url}&text=${text}`);
    expect(shareHref('whatsapp', page)).toBe(
      `https://wa.me/?text=${encodeURIComponent(`${page.text} ${page.url}`)}`,
    );
    expect(shareHref('pinterest', page)).toBe(
      `https://www.pinterest.com/pin/create/button/?url=${url}&media=${encodeURIComponent(page.image)}&description=${text}`,
    );
    expect(shareHref('linkedin', page)).toBe(
      `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    );
  });

  it('leaves the picture out of a Pinterest pin when the page has none', () => {
    expect(shareHref('pinterest', { ...page, image: null })).toBe(
      `https://www.pinterest.com/pin/create/button/?url=${url}&description=${text}`,
    );
  });
});

describe('absoluteUrl', () => {
  it('makes a path absolute on this site, and leaves a full address alone', () => {
    expect(absoluteUrl('/media/a.webp')).toBe(`${window.location.origin}/media/a.webp`);
    expect(absoluteUrl('https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp');
  });
});
