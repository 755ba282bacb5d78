/**
 * One contract per use case (DESIGN convention 13): method, path, family, the capability it
 * needs and its request and response schemas, in shared/contracts/<feature>.ts. The server registers
 * its route from the contract (http/endpoints.ts), the web calls it through lib/endpoint-client.ts,
 * and the OpenAPI document at /api/docs is built from the same schemas.
 */
import type { z } from 'zod';
import type { Capability } from './permissions';

/**
 * The docs/product.md#api route families: the path's first segments below /api decide the guard (server
 * http/families.ts). `docs` is the OpenAPI document, for super admins.
 */
export const FAMILY_PREFIXES = {
  anon: '/anon',
  order: '/order',
  jslog: '/jslog',
  a: '/a',
  t: '/a/t',
  ad: '/a/ad',
  sad: '/a/sad',
  docs: '/docs',
} as const;
export type FamilyName = keyof typeof FAMILY_PREFIXES;

/** The family of a path below /api: the longest matching prefix, or null. */
export function familyOfPath(path: string): FamilyName | null {
  let best: FamilyName | null = null;
  for (const [name, prefix] of Object.entries(FAMILY_PREFIXES) as [FamilyName, string][]) {
    if (
      (path === prefix || path.startsWith(`${prefix}/`)) &&
      (!best || prefix.length > FAMILY_PREFIXES[best].length)
    )
      best = name;
  }
  return best;
}

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

type Schema = z.ZodType | undefined;

/** The file fields of a multipart endpoint (its text fields are the contract's `request`). */
export interface MultipartSpec {
  files: readonly string[];
  fileSize?: number;
}

export interface EndpointSpec<
  Req extends Schema = Schema,
  Res extends Schema = Schema,
  Par extends Schema = Schema,
> {
  method: HttpMethod;
  /** Below /api; path parameters as `{name}` (OpenAPI style). */
  path: string;
  /** Needed beyond the family's own guard (docs/product.md#permissions matrix). */
  capability?: Capability;
  /** GET and DELETE: the query string; POST: the JSON body (or the text fields of a multipart form). */
  request?: Req;
  /** The `{name}` parameters of the path. */
  params?: Par;
  /**
   * multipart/form-data: `request` is the schema of the text fields; `files` names the file fields the
   * endpoint reads (any other file is refused) and `fileSize` raises the per-file limit in bytes.
   */
  multipart?: MultipartSpec;
  /** The JSON answer; absent when the answer is a file, a page or a redirect (`produces`). */
  response?: Res;
  /** What a non-JSON answer is, for the OpenAPI document (e.g. 'application/pdf'). */
  produces?: string;
  /** One line for the OpenAPI document. */
  summary: string;
}

export interface Endpoint<
  Req extends Schema = Schema,
  Res extends Schema = Schema,
  Par extends Schema = Schema,
> extends EndpointSpec<Req, Res, Par> {
  /** `<feature>.<useCase>`, e.g. 'cards.find': the same name in shared, server and web. */
  name: string;
  family: FamilyName;
}

/** What the server's handler receives (validated, defaults applied). */
export type RequestOf<E extends Endpoint> = E['request'] extends z.ZodType
  ? z.output<E['request']>
  : undefined;
/** What a caller sends (before defaults). */
export type RequestInputOf<E extends Endpoint> = E['request'] extends z.ZodType
  ? z.input<E['request']>
  : undefined;
/** The file field names of a multipart contract (never for any other). */
export type FileFieldOf<E extends Endpoint> = E['multipart'] extends MultipartSpec
  ? E['multipart']['files'][number]
  : never;
export type ParamsOf<E extends Endpoint> = E['params'] extends z.ZodType ? z.output<E['params']> : undefined;
/** What the server answers (before serialisation) and the web reads. */
export type ResponseOf<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : unknown;

type Endpoints<F extends string, S extends Record<string, EndpointSpec>> = {
  [K in keyof S]: S[K] & { name: `${F}.${K & string}`; family: FamilyName };
};

/**
 * A feature's contracts: each gets its name (`<feature>.<key>`) and family (from its path; a path
 * outside every family is a programming error and fails at import).
 */
export function defineEndpoints<F extends string, const S extends Record<string, EndpointSpec>>(
  feature: F,
  specs: S,
): Endpoints<F, S> {
  const out: Record<string, Endpoint> = {};
  for (const [key, spec] of Object.entries(specs)) {
    const family = familyOfPath(spec.path);
    if (!family) throw new Error(`${feature}.${key}: path ${spec.path} lies in no route family`);
    out[key] = { ...spec, name: `${feature}.${key}`, family };
  }
  return out as Endpoints<F, S>;
}

/** The path with its `{name}` parameters filled in (URI-encoded). */
export function pathOf(
  endpoint: Pick<Endpoint, 'path'>,
  params: Record<string, string | number> = {},
): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path}: parameter ${name} missing`);
    return encodeURIComponent(String(value));
  });
}
