/** Shown when a screen fails to load or render: a Spanish message and a way home. */
import { Link, useRouteError } from 'react-router';
import { commonMessages } from '@huella/shared/messages/common';
import { siteMessages } from '@huella/shared/messages/site';

export function RouteError() {
  const error = useRouteError();
  console.warn(error);
  return (
    <main
      id="contenido"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <h1 className="text-3xl font-bold text-primary">{commonMessages.errors.unexpected}</h1>
      <p className="text-muted">{commonMessages.errors.internal}</p>
      <Link to="/" className="font-semibold text-accent underline">
        {siteMessages.notFound.backHome}
      </Link>
    </main>
  );
}
