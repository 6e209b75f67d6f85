import SCIMMY from 'scimmy';

// SCIMMY's own declarations type its handlers and constructors loosely (a resource's ID as
// `any`, an error's keyword as required); these are the shapes the product uses them with.

type Query = Record<string, unknown>;
type Constructed = [id: string, query: Query] | [query: Query];

export type ScimResource = {
  id: string | undefined;
  filter: { match: <T>(values: T[]) => T[] } | undefined;
  read: (ctx?: unknown) => Promise<unknown>;
  write: (body: unknown, ctx?: unknown) => Promise<unknown>;
  patch: (body: unknown, ctx?: unknown) => Promise<unknown>;
  dispose: (ctx?: unknown) => Promise<void>;
};
type ResourceClass = new (...args: Constructed) => ScimResource;

type Handlers<C> = {
  ingress: (handler: (resource: ScimResource, instance: Record<string, unknown>, ctx: C) => Promise<object>) => Handlers<C>;
  egress: (handler: (resource: ScimResource, ctx: C) => Promise<object | object[]>) => Handlers<C>;
  degress: (handler: (resource: ScimResource, ctx: C) => Promise<void>) => Handlers<C>;
};

/** A SCIM failure with its HTTP status and, where RFC 7644 §3.12 has one, its `scimType` keyword. */
export const ScimError = SCIMMY.Types.Error as unknown as new (status: number, scimType: string | null, message: string) => Error & { status: number; scimType?: string };

export const ErrorResponse = SCIMMY.Messages.ErrorResponse as unknown as new (error: Error) => { status: string };

export const resources = {
  User: SCIMMY.Resources.User as unknown as ResourceClass & { basepath: (path: string) => { extend: (schema: unknown, required: boolean) => unknown } },
  Group: SCIMMY.Resources.Group as unknown as ResourceClass & { basepath: (path: string) => unknown },
  Schema: SCIMMY.Resources.Schema as unknown as ResourceClass,
  ResourceType: SCIMMY.Resources.ResourceType as unknown as ResourceClass,
  ServiceProviderConfig: SCIMMY.Resources.ServiceProviderConfig as unknown as ResourceClass,
};

/** Declares a resource type with its handlers, each given the request's own context. */
export const declareResource = <C>(resource: unknown) => (SCIMMY.Resources.declare as unknown as (resource: unknown) => Handlers<C>)(resource);

/** RFC 7643 §4.3: the enterprise attributes (employee number, department, manager) Entra ID and Okta send. */
export const EnterpriseUser = SCIMMY.Schemas.EnterpriseUser as unknown;

export const setConfig = (config: Record<string, unknown>) => SCIMMY.Config.set(config as never);
