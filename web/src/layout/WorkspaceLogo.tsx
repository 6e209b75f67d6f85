import { Flex, Image, Text } from '@chakra-ui/react';

/** A workspace's square logo, or its first character on the brand colour when it has none. */
export function WorkspaceLogo({ name, url, size }: { name: string; url: string | null | undefined; size: '6' | '8' }) {
  if (url) return <Image src={url} alt="" boxSize={size} borderRadius="md" flexShrink={0} />;
  return (
    <Flex boxSize={size} borderRadius="md" bg="brand.solid" color="brand.contrast" align="center" justify="center" flexShrink={0} aria-hidden>
      <Text fontWeight="bold" fontSize={size === '6' ? 'xs' : undefined}>
        {[...name][0]}
      </Text>
    </Flex>
  );
}
