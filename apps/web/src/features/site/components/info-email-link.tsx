/** The info mailbox as a mailto link, optionally with a prefilled subject. */
import { INFO_EMAIL } from '@huella/shared/constants';

interface InfoEmailLinkProps {
  subject?: string;
  /** `inverted` for the dark primary background. */
  inverted?: boolean;
}

export function InfoEmailLink({ subject, inverted = false }: InfoEmailLinkProps) {
  const href = `mailto:${INFO_EMAIL}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
  const colours = inverted
    ? 'text-highlight hover:text-white'
    : 'text-accent hover:text-orange-800';
  return (
    <a href={href} className={`font-semibold break-all underline underline-offset-2 ${colours}`}>
      {INFO_EMAIL}
    </a>
  );
}
