/**
 * The addresses that really share a page (PRODUCT.md): each network's own
 * web share endpoint, with the page's absolute address and, where the network
 * takes them, a text and a picture. The animal page and the blog use these.
 */
export type ShareNetwork = 'facebook' | 'x' | 'whatsapp' | 'pinterest' | 'linkedin';

export interface SharedPage {
  /** Absolute address of the page. */
  url: string;
  /** A line to go with the link (X, WhatsApp, Pinterest's description). */
  text: string;
  /** Absolute address of the page's picture (Pinterest pins a picture). */
  image?: string | null;
}

const encode = encodeURIComponent;

export function shareHref(network: ShareNetwork, { url, text, image }: SharedPage): string {
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${encode(url)}`;
    case 'x':
      return `https://x.com/intent/post?url=${encode(url)}&text=${encode(text)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encode(`${text} ${url}`)}`;
    case 'pinterest': {
      const media = image ? `&media=${encode(image)}` : '';
      return `https://www.pinterest.com/pin/create/button/?url=${encode(url)}${media}&description=${encode(text)}`;
    }
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${encode(url)}`;
  }
}

/** A path of this site or of the API (`media/…`) as an absolute address, for a network to fetch. */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, window.location.origin).href;
}
