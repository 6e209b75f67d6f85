import { HStack, type StackProps } from '@chakra-ui/react';
import { createContext, useContext, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';

/**
 * Where the main actions of a step go: a footer kept in view (a dialog's footer, or a bar stuck to
 * the bottom of the window), so that the button a person needs next never waits below the fold of
 * a long step. `undefined`: there is no such footer, and the actions stay where they are written;
 * `null`: there is one, not yet drawn.
 */
const ActionsFooter = createContext<HTMLElement | null | undefined>(undefined);

/** Sends the main actions of the steps inside it to `footer`. */
export const ActionsFooterProvider = ActionsFooter.Provider;

/** The footer the actions of the steps here go to, if any (see `ActionsFooter`). */
export function useActionsFooter() {
  return useContext(ActionsFooter);
}

/** A step's main actions: in the footer kept in view where there is one, else in place. */
export function StepActions({ children }: { children: ReactNode }) {
  const footer = useActionsFooter();
  if (footer === undefined) return <>{children}</>;
  return footer ? createPortal(children, footer) : null;
}

/**
 * A row of actions stuck to the bottom of the window while the block that holds it is on screen.
 * It must be that block's last child: a sticky box never leaves its parent.
 */
export function StickyActionBar(props: StackProps & { ref?: Ref<HTMLDivElement> }) {
  return <HStack position="sticky" bottom={0} zIndex="sticky" bg="bg" borderTopWidth="1px" py={3} gap={3} wrap="wrap" _empty={{ display: 'none' }} {...props} />;
}
