/**
 * An accessible accordion (WAI-ARIA APG "Accordion"): each question is a
 * button in a heading with aria-expanded and aria-controls; its answer is a
 * labelled region. Enter and Space toggle (native buttons); Arrow Up/Down,
 * Home and End move between the questions. Several answers may be open.
 */
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';

export interface AccordionItem {
  id: string;
  question: string;
  answer: ReactNode;
}

const focusKeys: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function FaqAccordion({ items }: { items: readonly AccordionItem[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = focusKeys[event.key];
    if (!target) return;
    event.preventDefault();
    buttons.current[target(index, items.length)]?.focus();
  };

  return (
    <div className="divide-y divide-primary/10 overflow-hidden rounded-3xl bg-white shadow-md ring-1 shadow-primary/5 ring-primary/10">
      {items.map(({ id, question, answer }, index) => {
        const expanded = open.has(id);
        const buttonId = `faq-${id}-question`;
        const panelId = `faq-${id}-answer`;
        return (
          <div key={id}>
            <h3>
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(id)}
                onKeyDown={(event) => moveFocus(event, index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-5 text-left text-lg font-semibold text-primary transition-colors hover:bg-secondary/30 focus-visible:-outline-offset-4 sm:px-7"
              >
                <span>{question}</span>
                <span
                  className={`grid size-9 shrink-0 place-items-center rounded-full transition ${
                    expanded ? 'rotate-180 bg-accent text-white' : 'bg-secondary text-primary'
                  }`}
                  aria-hidden="true"
                >
                  <ChevronDown className="size-5" />
                </span>
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="space-y-3 px-5 pb-6 text-muted sm:px-7 [&_a]:font-semibold [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-2"
            >
              {answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
