/**
 * The site footer (spec §2, PRODUCT.md footer routes): the newsletter block,
 * link columns, the info mailbox, social profiles and the promise that
 * adopting is always free.
 */
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { Mail } from 'lucide-react';
import { INFO_EMAIL } from '@huella/shared/constants';
import { siteMessages } from '@huella/shared/messages/site';
import { NewsletterSignup } from '../../features/newsletter/components/newsletter-signup';
import { HuellaLogo } from './huella-logo';
import { FacebookGlyph, InstagramGlyph, TikTokGlyph, XGlyph } from './social-icons';

const footer = siteMessages.footer;

const SERVICE_LINKS = [
  { to: '/entrenamiento', label: footer.services.training },
  { to: '/cuidado', label: footer.services.care },
  { to: '/peluquerias', label: footer.services.grooming },
  { to: '/accesorios', label: footer.services.accessories },
];

const HUELLA_LINKS = [
  { to: '/refugios', label: footer.huella.shelters },
  { to: '/mi-cuenta', label: footer.huella.myAccount },
  { to: '/contacto', label: footer.huella.contact },
  { to: '/faq', label: footer.huella.faq },
  { to: '/quienes-somos', label: footer.huella.about },
  { to: '/legal', label: footer.huella.legal },
];

const SOCIAL_PROFILES: { href: string; label: string; Glyph: ComponentType }[] = [
  {
    href: 'https://www.facebook.com/huella.adopta',
    label: footer.follow.facebook,
    Glyph: FacebookGlyph,
  },
  {
    href: 'https://www.instagram.com/huella.adopta',
    label: footer.follow.instagram,
    Glyph: InstagramGlyph,
  },
  { href: 'https://x.com/huella_adopta', label: footer.follow.x, Glyph: XGlyph },
  {
    href: 'https://www.tiktok.com/@huella.adopta',
    label: footer.follow.tiktok,
    Glyph: TikTokGlyph,
  },
];

const linkClass =
  'rounded-sm text-secondary underline-offset-4 transition-colors hover:text-white hover:underline';

function LinkColumn({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: { to: string; label: string }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-bold tracking-wider text-white uppercase">
        {title}
      </h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className="mt-auto bg-primary text-white">
      <div className="mx-auto max-w-7xl px-4 pt-12 pb-8 sm:px-6 lg:px-8">
        <NewsletterSignup />

        <div className="mt-12 grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-[1.5fr_1fr_1fr_1.2fr]">
          <div className="col-span-2 lg:col-span-1">
            <Link to="/" className="inline-block rounded-lg">
              <HuellaLogo tone="light" />
            </Link>
            <p className="mt-4 max-w-xs text-sm leading-relaxed text-secondary">{footer.tagline}</p>
          </div>

          <LinkColumn id="footer-servicios" title={footer.services.title} links={SERVICE_LINKS} />
          <LinkColumn id="footer-huella" title={footer.huella.title} links={HUELLA_LINKS} />

          <div className="col-span-2 lg:col-span-1">
            <h2 className="text-sm font-bold tracking-wider text-white uppercase">
              {footer.follow.title}
            </h2>
            <ul className="mt-4 flex gap-3">
              {SOCIAL_PROFILES.map(({ href, label, Glyph }) => (
                <li key={href}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${label} ${footer.follow.newTab}`}
                    title={label}
                    className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-highlight hover:text-primary"
                  >
                    <Glyph />
                  </a>
                </li>
              ))}
            </ul>
            <p className="mt-6 text-sm text-secondary">{footer.follow.writeUs}</p>
            <a
              href={`mailto:${INFO_EMAIL}`}
              className="mt-1 inline-flex items-center gap-2 rounded-sm font-semibold text-white underline-offset-4 hover:underline"
            >
              <Mail className="size-4" aria-hidden="true" />
              {INFO_EMAIL}
            </a>
          </div>
        </div>

        <div className="mt-12 flex flex-col gap-2 border-t border-white/15 pt-6 text-sm text-secondary sm:flex-row sm:items-center sm:justify-between">
          <p>{footer.copyright(new Date().getFullYear())}</p>
          <p className="font-semibold text-highlight">{footer.freeAdoption}</p>
        </div>
      </div>
    </footer>
  );
}
