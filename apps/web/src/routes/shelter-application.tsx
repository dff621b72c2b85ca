/**
 * /registrar-refugio (issue 17, private: a guest signs in and comes back):
 * asking to register a shelter, then following the application (its state,
 * staff's questions and the answers, the decision).
 */
import { ShieldCheck } from 'lucide-react';
import { shelterApplicationsScreensMessages } from '@huella/shared/messages/shelter-applications-screens';
import { ApplicationPage } from '../features/shelter-applications/components/application-page';
import { Container } from '../features/site/components/container';

const text = shelterApplicationsScreensMessages;

export default function ShelterApplicationRoute() {
  return (
    <div className="bg-surface">
      <Container narrow className="space-y-8 py-8 sm:py-12">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-secondary/60 text-primary">
            <ShieldCheck className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h1 className="text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">
              {text.title}
            </h1>
            <p className="mt-3 text-lg leading-relaxed text-muted">{text.intro}</p>
          </div>
        </header>
        <ApplicationPage />
      </Container>
    </div>
  );
}
