import { ACTION_ERRORS, CODE_ERRORS, NAMING_ERRORS } from '../graphql/error-types.ts';
import { builder } from '../graphql/builder.ts';
import type { Viewer as ViewerShape } from '../request/viewer.ts';
import { activateUser, changeContact, sendContactChangeCode, updateBaseInfo } from './account.ts';
import { Language, Theme, Viewer } from './types.ts';

// The account mutations: the same services as the REST account endpoints, through GraphQL.

export const AccountPayloadRef = builder
  .objectRef<{ viewer: ViewerShape }>('AccountPayload')
  .implement({ fields: (t) => ({ viewer: t.field({ type: Viewer, resolve: (payload) => payload.viewer }) }) });

const UpdateAccountInput = builder.inputType('UpdateAccountInput', {
  fields: (t) => ({
    displayName: t.string({ required: false }),
    username: t.string({ required: false }),
    wsUsername: t.string({ required: false, description: 'The name shown in the current workspace.' }),
    avatar: t.string({ required: false, description: 'A built-in avatar or an uploaded image URL.' }),
    preferredLanguage: t.field({ type: Language, required: false }),
    theme: t.field({ type: Theme, required: false }),
  }),
});

builder.mutationField('updateAccount', (t) =>
  t.authField({
    type: AccountPayloadRef,
    authScopes: { signedIn: 'session' },
    errors: { types: NAMING_ERRORS },
    args: { input: t.arg({ type: UpdateAccountInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const user = await updateBaseInfo(ctx, input);
      return { viewer: { ...ctx.viewer, user } };
    },
  }),
);

builder.mutationField('activateAccount', (t) =>
  t.authField({
    type: AccountPayloadRef,
    description: 'Activates a new account once its name and username are set.',
    authScopes: { signedIn: 'session' },
    errors: { types: ACTION_ERRORS },
    resolve: async (_root, _args, ctx) => ({ viewer: { ...ctx.viewer, user: await activateUser(ctx) } }),
  }),
);

const ContactInput = builder.inputType('ContactInput', {
  description: 'A new e-mail address, or a phone number with its country code (e.g. +86).',
  fields: (t) => ({
    email: t.string({ required: false }),
    countryCode: t.string({ required: false }),
    phone: t.string({ required: false }),
    code: t.string({ required: false, description: 'The verification code, when confirming.' }),
  }),
});

const toContact = (input: { email?: string | null; countryCode?: string | null; phone?: string | null }) => ({
  email: input.email ?? undefined,
  country_code: input.countryCode ?? undefined,
  phone: input.phone ?? undefined,
});

const ContactCodePayload = builder.objectRef<{ resendAfter: number }>('ContactCodePayload').implement({
  fields: (t) => ({ resendAfter: t.exposeInt('resendAfter', { description: 'Seconds before another code.' }) }),
});

builder.mutationField('sendContactCode', (t) =>
  t.authField({
    type: ContactCodePayload,
    description: 'Sends a code to a new e-mail address or phone number of the viewer.',
    authScopes: { signedIn: 'session' },
    errors: { types: CODE_ERRORS },
    args: { input: t.arg({ type: ContactInput, required: true }) },
    resolve: (_root, { input }, ctx) => sendContactChangeCode(ctx, toContact(input)),
  }),
);

builder.mutationField('changeContact', (t) =>
  t.authField({
    type: AccountPayloadRef,
    description: 'Moves the viewer to the new e-mail address or phone number, with its code.',
    authScopes: { signedIn: 'session' },
    errors: { types: NAMING_ERRORS },
    args: { input: t.arg({ type: ContactInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const user = await changeContact(ctx, { ...toContact(input), code: input.code ?? '' });
      return { viewer: { ...ctx.viewer, user } };
    },
  }),
);
