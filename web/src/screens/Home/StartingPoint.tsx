import { Card, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { TruncatedText } from '../../components/TruncatedText';

/** One thing of a card; without `href`, its title alone (nothing of it to open here). */
export type StartingItem = { id: string; title: string; href?: string; external?: boolean; meta?: ReactNode };

/** A card of the home view: a few recent things of one kind, each a link, with a way to see all. */
export function StartingPoint(props: { id: string; title: string; empty: ReactNode; items: StartingItem[]; all?: { href: string; label: string } }) {
  return (
    <Card.Root as="section" aria-labelledby={props.id} size="sm" flex="1" minW="16rem">
      <Card.Header>
        <Card.Title id={props.id} as="h2">
          {props.title}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        {props.items.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {props.empty}
          </Text>
        ) : (
          <Stack as="ul" gap={2} listStyleType="none" m={0} p={0}>
            {props.items.map((item) => (
              <Stack as="li" key={item.id} gap={0}>
                {!item.href ? (
                  <Text fontWeight="medium" maxW="full">
                    <TruncatedText>{item.title}</TruncatedText>
                  </Text>
                ) : item.external ? (
                  <Link href={item.href} target="_blank" rel="noopener noreferrer" fontWeight="medium" maxW="full">
                    <TruncatedText>{item.title}</TruncatedText>
                  </Link>
                ) : (
                  <Link asChild fontWeight="medium" maxW="full">
                    <RouterLink to={item.href}>
                      <TruncatedText>{item.title}</TruncatedText>
                    </RouterLink>
                  </Link>
                )}
                {item.meta && (
                  <Text fontSize="xs" color="fg.muted">
                    {item.meta}
                  </Text>
                )}
              </Stack>
            ))}
          </Stack>
        )}
      </Card.Body>
      {props.all && (
        <Card.Footer>
          <Link asChild fontSize="sm">
            <RouterLink to={props.all.href}>{props.all.label}</RouterLink>
          </Link>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
