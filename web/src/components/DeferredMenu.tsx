import { cloneElement, useEffect, useId, useState, type ComponentType, type KeyboardEvent, type ReactElement } from 'react';
import { useIdleImport } from '../hooks/useIdleImport';

/**
 * A menu loaded apart from the page: it renders itself around `trigger` (its Menu.Trigger's child)
 * and gives the trigger `triggerId` (Menu.Root's `ids.trigger`).
 */
export type MenuAround<P> = ComponentType<P & { trigger: ReactElement; triggerId: string }>;

type Opening = 'click' | 'ArrowDown' | 'ArrowUp';

type TriggerProps = {
  id?: string;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  onClick?: () => void;
  onFocus?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  onPointerDown?: (event: { preventDefault(): void }) => void;
  onPointerEnter?: () => void;
};

/**
 * A header menu whose machinery (menu, positioning, dismissal) is no part of the first paint:
 * until it has loaded, the same trigger shows on its own and a click or key that would open the
 * menu opens it as soon as it is there. It loads on the first hover, focus or press of the
 * trigger: a pointer on its way or a tab onto it starts the load a moment before the press, and
 * a first visit does not pay for menus nobody opens.
 */
export function DeferredMenu<P extends object>({
  load,
  trigger,
  menuProps,
}: {
  load: () => Promise<MenuAround<P>>;
  trigger: ReactElement<TriggerProps>;
  menuProps: P;
}) {
  const [Menu, loadNow] = useIdleImport(load, { whenIdle: false });
  const triggerId = useId();
  const [opening, setOpening] = useState<Opening | null>(null);

  // Hand a press made before the menu was there to the real trigger, the way the person made it.
  // (Once the menu is there the trigger is its own, so this runs at most once with a request.)
  useEffect(() => {
    const element = document.getElementById(triggerId);
    if (!Menu || !opening || !element) return;
    if (opening === 'click') {
      element.click();
    } else {
      element.focus();
      element.dispatchEvent(new window.KeyboardEvent('keydown', { key: opening, bubbles: true, cancelable: true }));
    }
  }, [Menu, opening, triggerId]);

  if (Menu) return <Menu {...menuProps} trigger={trigger} triggerId={triggerId} />;
  const ask = (how: Opening) => {
    setOpening(how);
    loadNow();
  };
  return cloneElement(trigger, {
    id: triggerId,
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: loadNow,
    onFocus: loadNow,
    // Like the menu's own trigger: pressing it does not move the focus, and the press is what
    // opens it. The request is made here rather than on click: if the menu arrives between press
    // and release, the trigger is replaced and the click never comes.
    onPointerDown: (event) => {
      event.preventDefault();
      ask('click');
    },
    onClick: () => ask('click'),
    onKeyDown: (event) => {
      const key = { ArrowDown: 'ArrowDown', ArrowUp: 'ArrowUp', Enter: 'ArrowDown', ' ': 'ArrowDown' } as const;
      const how = key[event.key as keyof typeof key];
      if (!how) return;
      event.preventDefault();
      ask(how);
    },
  });
}
