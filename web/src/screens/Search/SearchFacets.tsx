import { Checkbox, Fieldset, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { SearchFacets_facets$key } from '../../__generated__/SearchFacets_facets.graphql';
import { SOURCE_TYPES } from './sourceTypes';

export type Since = '' | 'week' | 'month' | 'year';

/** Narrow the results: by app and by type (with their counts), and by when documents changed. */
export function SearchFacets({
  facets,
  apps,
  types,
  since,
  onChange,
}: {
  facets: SearchFacets_facets$key;
  apps: string[];
  types: string[];
  since: Since;
  onChange: (next: { apps?: string[]; types?: string[]; since?: Since }) => void;
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
      }
    `,
    facets,
  );
  const toggle = (list: string[], value: string, on: boolean) => (on ? [...list, value] : list.filter((v) => v !== value));
  return (
    <Stack gap={6} as="aside" aria-label={t`Filters`}>
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="semibold">
          <Trans>Apps</Trans>
        </Fieldset.Legend>
        <Stack gap={2} mt={2}>
          {data.apps.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              —
            </Text>
          ) : null}
          {data.apps.map((app) => (
            <Checkbox.Root
              key={app.appId}
              size="sm"
              checked={apps.includes(app.appId)}
              onCheckedChange={(e) => onChange({ apps: toggle(apps, app.appId, Boolean(e.checked)) })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {app.title} ({app.count})
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
          {data.sourceTypes.map((type) => (
            <Checkbox.Root
              key={type.sourceType}
              size="sm"
              checked={types.includes(type.sourceType)}
              onCheckedChange={(e) => onChange({ types: toggle(types, type.sourceType, Boolean(e.checked)) })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                {SOURCE_TYPES[type.sourceType] ? i18n._(SOURCE_TYPES[type.sourceType]!) : type.sourceType} ({type.count})
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
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}
