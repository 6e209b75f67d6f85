import { Box, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { isActive, type MenuGroup } from './menus';

/** A section with its side menu on the left and the page on the right. */
export function SideMenuLayout({ menu, label }: { menu: MenuGroup[]; label: string }) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap={8} align="start">
      <Box as="nav" aria-label={label} width={{ base: 'full', md: '56' }} flexShrink={0}>
        <Stack gap={5}>
          {menu.map((group) => (
            <Stack key={group.label.id} gap={1}>
              <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" px={3}>
                {i18n._(group.label)}
              </Text>
              {group.items.map((item) => {
                const active = isActive(item, pathname);
                return (
                  <Box
                    asChild
                    key={item.to}
                    px={3}
                    py={1.5}
                    borderRadius="md"
                    bg={active ? 'brand.subtle' : undefined}
                    color={active ? 'brand.fg' : undefined}
                    fontWeight={active ? 'semibold' : undefined}
                    _hover={{ bg: 'bg.muted' }}
                  >
                    {/* Marked current by the menu's own rule (hidden pages light up their item), not the router's. */}
                    <Link to={item.to} aria-current={active ? 'page' : undefined}>
                      {i18n._(item.label)}
                    </Link>
                  </Box>
                );
              })}
            </Stack>
          ))}
        </Stack>
      </Box>
      <Box flex="1" minW={0} width="full">
        <Outlet />
      </Box>
    </Stack>
  );
}
