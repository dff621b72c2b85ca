/**
 * Share buttons that really share (PRODUCT.md): Facebook's sharer, X's post
 * intent and WhatsApp's wa.me open in a new tab (the shared ShareLinks row);
 * Instagram has no web share URL, so it uses the device's share sheet (Web
 * Share API) or copies the link.
 */
import toast from 'react-hot-toast';
import { adoptionsMessages } from '@huella/shared/messages/adoptions';
import { ShareLinks, shareControlClass } from '../../../components/ui/share-links';

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

interface ShareButtonsProps {
  /** Absolute address of the animal's page. */
  url: string;
  name: string;
}

export function ShareButtons({ url, name }: ShareButtonsProps) {
  const text = shareText.text(name);
  const networks = [
    { network: 'facebook', label: shareText.facebook },
    { network: 'x', label: shareText.x },
    { network: 'whatsapp', label: shareText.whatsapp },
  ] as const;

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
    <ShareLinks page={{ url, text }} networks={networks} newTab={shareText.newTab}>
      <li>
        <button
          type="button"
          onClick={() => void shareNative()}
          aria-label={shareText.instagram}
          title={shareText.instagram}
          className={`${shareControlClass} bg-[#c13584]`}
        >
          <InstagramIcon />
        </button>
      </li>
    </ShareLinks>
  );
}
