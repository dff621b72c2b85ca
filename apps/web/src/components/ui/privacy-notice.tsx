/**
 * The line under every form that collects personal data (RGPD art. 13): what
 * the data is for, and a link to the privacy policy. One component, so every
 * form says it the same way; each passes its own purpose
 * (legalMessages.privacy.purposes).
 */
import { Link } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { legalMessages } from '@huella/shared/messages/legal';

const text = legalMessages.privacy;

interface PrivacyNoticeProps {
  /** What the data is for, continuing "Tratamos tus datos para …". */
  purpose: string;
  /** `primary` on the coloured panels (the footer's newsletter), where grey reads poorly. */
  tone?: 'muted' | 'primary';
  className?: string;
}

// On the coloured panels the link keeps the text's dark colour: orange on light blue is too faint.
const TONES = {
  muted: 'text-muted [&_a]:text-accent [&_a:hover]:text-orange-800',
  primary: 'text-primary/90 [&_a]:text-primary [&_a:hover]:text-accent',
};

export function PrivacyNotice({ purpose, tone = 'muted', className = '' }: PrivacyNoticeProps) {
  const colours = TONES[tone];
  return (
    <p className={`flex gap-2 text-xs leading-relaxed sm:text-sm ${colours} ${className}`}>
      <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {text.lead} {purpose}. {text.more}{' '}
        <Link to={text.href} className="font-semibold underline underline-offset-2">
          {text.link}
        </Link>
        .
      </span>
    </p>
  );
}
