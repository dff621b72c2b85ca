/**
 * The endpoint catalogue of the reliability suites: every operation of the
 * OpenAPI document (`app.swagger()`), joined with the route Fastify registered
 * for it (its zod schemas and whether it reads a session), so that a new route
 * is found by the suites without anyone listing it by hand.
 */
import type { RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import type { App } from '../../src/app';

export interface Endpoint {
  /** `METHOD /path/{param}/` as the OpenAPI document spells it: the key of the suites' tables. */
  key: string;
  method: string;
  /** The OpenAPI path, `{id}` style. */
  path: string;
  /** Path parameter names, in order. */
  params: string[];
  schemas: { params?: ZodType; querystring?: ZodType; body?: ZodType };
  /** `required`: a session is needed; `optional`: read when sent (a bad one is refused); `none`: ignored. */
  session: 'required' | 'optional' | 'none';
  /** The OpenAPI document says the route needs a bearer token. */
  documentedBearer: boolean;
}

interface OpenApiOperation {
  security?: unknown[];
}

/** Collects the routes as they are registered: pass `onRoute` to buildTestApp. */
export function routeRecorder() {
  const routes: RouteOptions[] = [];
  return { routes, onRoute: (route: RouteOptions) => void routes.push(route) };
}

/** Every operation of the OpenAPI document, with its registered route. */
export function catalogue(app: App, routes: RouteOptions[]): Endpoint[] {
  const document = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const endpoints: Endpoint[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    const url = path.replace(/\{\*\}/g, '*').replace(/\{(\w+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(operations)) {
      const upper = method.toUpperCase();
      const route = routes.find(
        (candidate) =>
          candidate.url === url &&
          [candidate.method].flat().includes(upper as RouteOptions['method'] & string),
      );
      if (!route) throw new Error(`no registered route for ${upper} ${path}`);
      const schema = (route.schema ?? {}) as Endpoint['schemas'];
      endpoints.push({
        key: `${upper} ${path}`,
        method: upper,
        path,
        params: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!),
        schemas: { params: schema.params, querystring: schema.querystring, body: schema.body },
        // The route option of plugins/auth.ts, the only way a route is authenticated.
        session: route.config?.auth ?? 'none',
        documentedBearer: Boolean(operation.security?.length),
      });
    }
  }
  return endpoints;
}

/** The path with its parameters filled in (values are used as given: encode them first). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return value;
  });
}

/** Keys of the catalogue missing from a table, and keys of the table the catalogue lacks. */
export function tableGaps(endpoints: Endpoint[], keys: string[]) {
  const known = new Set(endpoints.map((endpoint) => endpoint.key));
  const listed = new Set(keys);
  return {
    missing: [...known].filter((key) => !listed.has(key)).sort(),
    unknown: [...listed].filter((key) => !known.has(key)).sort(),
  };
}
