import { Field, Separator, Text, Textarea } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { AppFormValues } from './appFormValues';
import { DingtalkSettingsFields } from './DingtalkSettingsFields';
import { FeishuSignInNote } from './FeishuSignInNote';
import { GitHubSettingsFields } from './GitHubSettingsFields';
import { OrganisationField } from './OrganisationField';
import { WebsiteSettingsFields } from './WebsiteSettingsFields';

/** The settings only some sources have, under the others: GitHub's repositories, Yuque's books, DingTalk's operator, Feishu's and DingTalk's organisation, what WeCom's directory syncs, a website's crawl. */
export function SourceSettingsFields({
  connectorKey,
  values,
  change,
  errors,
}: {
  connectorKey: string;
  values: AppFormValues;
  change: (next: Partial<AppFormValues>) => void;
  errors: Record<string, string>;
}) {
  if (connectorKey === 'github') {
    return (
      <>
        <Separator />
        <GitHubSettingsFields value={values.github} onChange={(github) => change({ github })} errors={errors} />
      </>
    );
  }
  if (connectorKey === 'yuque') {
    return (
      <>
        <Separator />
        <Field.Root invalid={Boolean(errors.books)} required>
          <Field.Label>
            <Trans>Books</Trans>
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea rows={3} value={values.yuqueBooks} onChange={(e) => change({ yuqueBooks: e.target.value })} placeholder="group/book" />
          {errors.books ? (
            <Field.ErrorText>{errors.books}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              <Trans>One group/book a line, as in the book’s address.</Trans>
            </Field.HelperText>
          )}
        </Field.Root>
      </>
    );
  }
  if (connectorKey === 'dingtalk') {
    return (
      <>
        <Separator />
        <DingtalkSettingsFields value={values.dingtalk} onChange={(dingtalk) => change({ dingtalk })} errors={errors} />
        <OrganisationField checked={values.organisation} onChange={(organisation) => change({ organisation })} />
      </>
    );
  }
  if (connectorKey === 'feishu') {
    return (
      <>
        <Separator />
        <OrganisationField checked={values.organisation} onChange={(organisation) => change({ organisation })} />
        <FeishuSignInNote />
      </>
    );
  }
  if (connectorKey === 'wecom') {
    return (
      <>
        <Separator />
        <Text fontSize="sm" color="fg.muted">
          <Trans>
            Each sync reads WeCom’s departments and tags as groups, with their people; it syncs no documents. Let a role follow a group under Custom roles: the
            group’s people, matched to members by e-mail, mobile or signing in with WeCom, then hold the role.
          </Trans>
        </Text>
      </>
    );
  }
  if (connectorKey === 'website') {
    return (
      <>
        <Separator />
        <WebsiteSettingsFields value={values.website} onChange={(website) => change({ website })} errors={errors} />
      </>
    );
  }
  return null;
}
