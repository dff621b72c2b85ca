/**
 * A row of round share links, one per network, each opening the network's
 * share page in a new tab (see lib/share-links.ts for the addresses). The
 * caller names the networks and their labels; `children` adds more items to
 * the row (the animal page's Instagram button).
 */
import type { ComponentType, ReactNode } from 'react';
import { shareHref, type ShareNetwork, type SharedPage } from '../../lib/share-links';

function FacebookIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
      <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3z" />
    </svg>
  );
}

function XIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
      <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z" />
    </svg>
  );
}

function WhatsAppIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .2-1.3c-.1-.1-.2-.2-.5-.3z" />
    </svg>
  );
}

function PinterestIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
      <path d="M12 2a10 10 0 0 0-3.6 19.3c-.1-.8-.2-2 0-2.9l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.4 1.8-2.4.8 0 1.2.6 1.2 1.4 0 .8-.5 2.1-.8 3.2-.2 1 .5 1.8 1.5 1.8 1.8 0 3.2-1.9 3.2-4.6 0-2.4-1.7-4.1-4.2-4.1-2.9 0-4.6 2.2-4.6 4.4 0 .9.3 1.8.8 2.3l.1.4-.3 1.2c0 .2-.2.3-.4.2-1.3-.6-2.1-2.5-2.1-4 0-3.3 2.4-6.3 6.9-6.3 3.6 0 6.4 2.6 6.4 6 0 3.6-2.3 6.5-5.4 6.5-1.1 0-2.1-.6-2.4-1.2l-.7 2.5c-.2.9-.9 2.1-1.3 2.8A10 10 0 1 0 12 2z" />
    </svg>
  );
}

function LinkedInIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4v11H3v-11zm6.5 0h3.8v1.5h.1c.5-1 1.8-1.9 3.7-1.9 4 0 4.7 2.6 4.7 6v6.4h-4v-5.7c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3v5.8h-4v-11z" />
    </svg>
  );
}

const NETWORKS: Record<ShareNetwork, { Icon: ComponentType; className: string }> = {
  facebook: { Icon: FacebookIcon, className: 'bg-[#1877f2]' },
  x: { Icon: XIcon, className: 'bg-black' },
  whatsapp: { Icon: WhatsAppIcon, className: 'bg-[#0b7a3e]' },
  pinterest: { Icon: PinterestIcon, className: 'bg-[#bd081c]' },
  linkedin: { Icon: LinkedInIcon, className: 'bg-[#0a66c2]' },
};

/** The look of every round share control, links and buttons alike. */
export const shareControlClass =
  'inline-flex size-11 items-center justify-center rounded-full text-white transition hover:opacity-90';

interface ShareLinksProps {
  page: SharedPage;
  /** The networks in order, each with its accessible name ("Compartir en X"). */
  networks: ReadonlyArray<{ network: ShareNetwork; label: string }>;
  /** Appended to each link's name: "(se abre en una pestaña nueva)". */
  newTab: string;
  children?: ReactNode;
}

export function ShareLinks({ page, networks, newTab, children }: ShareLinksProps) {
  return (
    <ul className="flex flex-wrap gap-3">
      {networks.map(({ network, label }) => {
        const { Icon, className } = NETWORKS[network];
        return (
          <li key={network}>
            <a
              href={shareHref(network, page)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${label} ${newTab}`}
              title={label}
              className={`${shareControlClass} ${className}`}
            >
              <Icon />
            </a>
          </li>
        );
      })}
      {children}
    </ul>
  );
}
