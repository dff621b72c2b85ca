/**
 * Información legal (/legal): aviso legal, privacidad and cookies, each
 * reachable by its anchor (#aviso-legal, #privacidad, #cookies) from the
 * in-page table of contents and from other pages. The holder's details
 * (LSSI-CE art. 10) come from the server's configuration.
 */
import { useEffect } from 'react';
import { ArrowUp, FileText, Cookie, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { legalMessages, type LegalBlock, type LegalSection } from '@huella/shared/messages/legal';
import { HolderDetails } from '../features/legal/components/holder-details';
import { Container } from '../features/site/components/container';
import { InfoEmailLink } from '../features/site/components/info-email-link';
import { RichText } from '../features/site/components/rich-text';

const { title, intro, updated, toc, backToTop, links, sections, storageTable } = legalMessages;

const sectionIcons: Record<LegalSection['id'], LucideIcon> = {
  'aviso-legal': FileText,
  privacidad: ShieldCheck,
  cookies: Cookie,
};

const tokens = {
  email: <InfoEmailLink />,
  account: (
    <Link
      to="/dashboard"
      className="font-semibold text-accent underline underline-offset-2 hover:text-orange-800"
    >
      {links.account}
    </Link>
  ),
  aepd: (
    <a
      href="https://www.aepd.es"
      className="font-semibold text-accent underline underline-offset-2 hover:text-orange-800"
    >
      {links.aepd}
    </a>
  ),
};

export default function LegalPage() {
  useScrollToHash();
  return (
    <div className="bg-linear-to-b from-secondary/40 to-white to-[28rem]">
      <Container className="py-12 sm:py-16">
        <header id="indice" className="max-w-3xl">
          <h1 className="text-4xl font-extrabold tracking-tight text-balance text-primary sm:text-5xl">
            {title}
          </h1>
          <p className="mt-5 text-lg text-pretty text-muted">{intro}</p>
          <p className="mt-3 text-sm text-muted">{updated}</p>
        </header>

        <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_1fr] lg:gap-14">
          <nav aria-labelledby="legal-toc" className="lg:sticky lg:top-24 lg:self-start">
            <h2
              id="legal-toc"
              className="mb-3 text-sm font-bold tracking-wider text-accent uppercase"
            >
              {toc}
            </h2>
            <ol className="space-y-2">
              {sections.map((section) => {
                const Icon = sectionIcons[section.id];
                return (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="flex items-center gap-3 rounded-2xl bg-white px-4 py-3 font-semibold text-primary shadow-sm ring-1 ring-primary/10 transition hover:bg-secondary/40"
                    >
                      <span
                        className="grid size-9 shrink-0 place-items-center rounded-xl bg-secondary text-primary"
                        aria-hidden="true"
                      >
                        <Icon className="size-5" />
                      </span>
                      {section.title}
                    </a>
                  </li>
                );
              })}
            </ol>
          </nav>

          <div className="min-w-0 space-y-12">
            {sections.map((section) => (
              <LegalSectionView key={section.id} section={section} />
            ))}
          </div>
        </div>
      </Container>
    </div>
  );
}

function LegalSectionView({ section }: { section: LegalSection }) {
  const headingId = `${section.id}-titulo`;
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-3xl bg-white p-6 shadow-md ring-1 shadow-primary/5 ring-primary/10 sm:p-10"
    >
      <h2 id={headingId} className="text-3xl font-extrabold tracking-tight text-primary">
        {section.title}
      </h2>
      <p className="mt-4 text-base text-pretty text-muted sm:text-lg">{section.intro}</p>
      <div className="mt-8 space-y-8">
        {section.blocks.map((block) => (
          <LegalBlockView key={block.title} block={block} />
        ))}
      </div>
      <p className="mt-10">
        <a
          href="#indice"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent underline-offset-4 hover:underline"
        >
          <ArrowUp className="size-4" aria-hidden="true" />
          {backToTop}
        </a>
      </p>
    </section>
  );
}

function LegalBlockView({ block }: { block: LegalBlock }) {
  return (
    <div>
      <h3 className="text-xl font-bold text-primary">{block.title}</h3>
      <div className="mt-3 space-y-3 leading-relaxed text-ink">
        {block.paragraphs.map((paragraph) => (
          <p key={paragraph}>
            <RichText text={paragraph} tokens={tokens} />
          </p>
        ))}
        {block.list ? (
          <ul className="space-y-2 pl-1">
            {block.list.map((item) => (
              <li key={item} className="flex gap-3">
                <span
                  className="mt-2.5 size-1.5 shrink-0 rounded-full bg-accent"
                  aria-hidden="true"
                />
                <span>
                  <RichText text={item} tokens={tokens} />
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {block.after?.map((paragraph) => (
          <p key={paragraph}>
            <RichText text={paragraph} tokens={tokens} />
          </p>
        ))}
        {block.holderDetails ? <HolderDetails /> : null}
        {block.storageTable ? <StorageTable /> : null}
      </div>
    </div>
  );
}

/** What the session keeps in localStorage (spec §4 keys), as a table that scrolls on small screens. */
function StorageTable() {
  return (
    <div
      className="overflow-x-auto rounded-2xl ring-1 ring-primary/10"
      tabIndex={0}
      role="region"
      aria-labelledby="storage-caption"
    >
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption id="storage-caption" className="sr-only">
          {storageTable.caption}
        </caption>
        <thead className="bg-secondary/50 text-primary">
          <tr>
            <th scope="col" className="px-4 py-3 font-bold">
              {storageTable.key}
            </th>
            <th scope="col" className="px-4 py-3 font-bold">
              {storageTable.purpose}
            </th>
            <th scope="col" className="px-4 py-3 font-bold">
              {storageTable.duration}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-primary/10">
          {storageTable.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className="px-4 py-3 align-top font-mono font-semibold text-primary">
                {row.key}
              </th>
              <td className="px-4 py-3 align-top text-ink">{row.purpose}</td>
              <td className="px-4 py-3 align-top text-muted">{row.duration}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Arriving at /legal#privacidad from another page scrolls to that section once it is rendered. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [hash]);
}
