import { Button, Checkbox, Field, Fieldset, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SearchFacets_facets$key } from '../../__generated__/SearchFacets_facets.graphql';
import type { SearchState, Since } from './searchState';
import { ConnectorIcon } from '../../components/ConnectorIcon';
import { SOURCE_PLATFORMS, SOURCE_TYPES } from './sourceTypes';

/** The parts of the search that narrow it. */
type Filters = Pick<SearchState, 'apps' | 'types' | 'since' | 'author' | 'from' | 'to'>;

/** A facet with nothing to count. */
const NONE = (
  <Text fontSize="sm" color="fg.muted">
    —
  </Text>
);

// Apps' names as facets have shown them: a chosen app that no longer matches keeps its name.
const appTitles = new Map<string, string>();

/**
 * Narrow the results: by app and by type (with their counts), by author and by when documents
 * changed. A chosen filter stays listed (with 0) when nothing matches it any more, so it can be
 * taken off.
 */
export function SearchFacets({
  facets,
  apps,
  types,
  since,
  author,
  from,
  to,
  onChange,
}: Filters & {
  facets: SearchFacets_facets$key;
  onChange: (next: Partial<Filters>) => void;
}) {
  const { t, i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment SearchFacets_facets on SearchFacets {
        apps {
          appId
          title
          count
        }
        sourceTypes {
          sourceType
          count
        }
        isExact
      }
    `,
    facets,
  );
  // More matched than the search counts: each count is at least this.
  const counted = (n: number) => `${i18n.number(n)}${!data.isExact && n > 0 ? '+' : ''}`;
  for (const app of data.apps) appTitles.set(app.appId, app.title);
  const appFacets = [
    ...data.apps,
    ...apps.filter((id) => !data.apps.some((app) => app.appId === id)).map((id) => ({ appId: id, title: appTitles.get(id) ?? t`App`, count: 0 })),
  ];
  const typeFacets = [
    ...data.sourceTypes,
    ...types.filter((type) => !data.sourceTypes.some((facet) => facet.sourceType === type)).map((type) => ({ sourceType: type, count: 0 })),
  ];
  const filtered = apps.length > 0 || types.length > 0 || since !== '' || author !== '';
  const toggle = (list: string[], value: string, on: boolean) => (on ? [...list, value] : list.filter((v) => v !== value));
  return (
    <Stack gap={6} as="aside" aria-label={t`Filters`}>
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold">
          <Trans>Apps</Trans>
        </Fieldset.Legend>
        <Stack gap={2} mt={2}>
          {appFacets.length === 0 ? NONE : null}
          {appFacets.map((app) => (
            <Checkbox.Root
              key={app.appId}
              size="sm"
              checked={apps.includes(app.appId)}
              onCheckedChange={(e) => onChange({ apps: toggle(apps, app.appId, Boolean(e.checked)) })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {app.title} ({counted(app.count)})
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </Fieldset.Root>
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold">
          <Trans>Types</Trans>
        </Fieldset.Legend>
        <Stack gap={2} mt={2}>
          {typeFacets.length === 0 ? NONE : null}
          {typeFacets.map((type) => (
            <Checkbox.Root
              key={type.sourceType}
              size="sm"
              checked={types.includes(type.sourceType)}
              onCheckedChange={(e) => onChange({ types: toggle(types, type.sourceType, Boolean(e.checked)) })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label display="inline-flex" alignItems="center" gap={1.5}>
                {SOURCE_PLATFORMS[type.sourceType] ? <ConnectorIcon platform={SOURCE_PLATFORMS[type.sourceType]!} variant="inline" /> : null}
                {SOURCE_TYPES[type.sourceType] ? i18n._(SOURCE_TYPES[type.sourceType]!) : type.sourceType} ({counted(type.count)})
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      </Fieldset.Root>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field aria-label={t`Updated`} value={since} onChange={(e) => onChange({ since: e.target.value as Since })}>
          <option value="">{t`Any time`}</option>
          <option value="week">{t`Past week`}</option>
          <option value="month">{t`Past month`}</option>
          <option value="year">{t`Past year`}</option>
          <option value="range">{t`Between dates…`}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {since === 'range' ? (
        // One above the other: the filters' column may be narrow.
        <Stack gap={2}>
          <Input size="sm" type="date" aria-label={t`Updated from`} value={from} max={to || undefined} onChange={(e) => onChange({ from: e.target.value })} />
          <Input size="sm" type="date" aria-label={t`Updated until`} value={to} min={from || undefined} onChange={(e) => onChange({ to: e.target.value })} />
        </Stack>
      ) : null}
      <AuthorFilter key={author} author={author} onChange={(next) => onChange({ author: next })} />
      {filtered ? (
        <Button size="sm" variant="outline" onClick={() => onChange({ apps: [], types: [], since: '', author: '', from: '', to: '' })}>
          <Trans>Clear filters</Trans>
        </Button>
      ) : null}
    </Stack>
  );
}

/** Documents by an author (any part of the name); applied on Enter or on leaving the box. */
function AuthorFilter({ author, onChange }: { author: string; onChange: (author: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(author);
  const apply = () => {
    if (text.trim() !== author) onChange(text.trim());
  };
  return (
    <Field.Root>
      <Field.Label fontSize="sm" fontWeight="semibold">
        <Trans>Author</Trans>
      </Field.Label>
      <Input
        size="sm"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={apply}
        onKeyDown={(e) => {
          if (e.key === 'Enter') apply();
        }}
        placeholder={t`Any author`}
      />
    </Field.Root>
  );
}
