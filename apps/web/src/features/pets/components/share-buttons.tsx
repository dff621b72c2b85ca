/**
 * Share buttons that really share (PRODUCT.md): Facebook's sharer, X's post
 * intent and WhatsApp's wa.me open in a new tab; Instagram has no web share
 * URL, so it uses the device's share sheet (Web Share API) or copies the link.
 */
import type { ComponentType } from 'react';
import toast from 'react-hot-toast';
import { adoptionsMessages } from '@huella/shared/messages/adoptions';

const shareText = adoptionsMessages.share;

function InstagramIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </svg>
  );
}

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

const linkClass =
  'inline-flex size-11 items-center justify-center rounded-full text-white transition hover:opacity-90';

interface ShareButtonsProps {
  /** Absolute address of the animal's page. */
  url: string;
  name: string;
}

export function ShareButtons({ url, name }: ShareButtonsProps) {
  const text = shareText.text(name);
  const links: Array<{ label: string; href: string; Icon: ComponentType; className: string }> = [
    {
      label: shareText.facebook,
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
      Icon: FacebookIcon,
      className: 'bg-[#1877f2]',
    },
    {
      label: shareText.x,
      href: `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
      Icon: XIcon,
      className: 'bg-black',
    },
    {
      label: shareText.whatsapp,
      href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
      Icon: WhatsAppIcon,
      className: 'bg-[#0b7a3e]',
    },
  ];

  const shareNative = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: name, text, url });
      } catch {
        // Closing the share sheet is not an error worth telling.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(shareText.copied);
    } catch {
      toast.error(shareText.copyFailed);
    }
  };

  return (
    <ul className="flex flex-wrap gap-3">
      {links.map(({ label, href, Icon, className }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${label} ${shareText.newTab}`}
            title={label}
            className={`${linkClass} ${className}`}
          >
            <Icon />
          </a>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={() => void shareNative()}
          aria-label={shareText.instagram}
          title={shareText.instagram}
          className={`${linkClass} bg-[#c13584]`}
        >
          <InstagramIcon />
        </button>
      </li>
    </ul>
  );
}
