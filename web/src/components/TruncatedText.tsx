import { Text, type TextProps } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState } from 'react';

type Props = Omit<TextProps, 'children' | 'truncate' | 'title'> & {
  children: string;
  /** Text outside any link or button: it takes the keyboard's focus while it is cut, to show itself whole. */
  focusable?: boolean;
};

/**
 * A name or title on one line, cut with an ellipsis where it does not fit (a long value never
 * widens the page). The whole text shows on hover (its title), and unfolds in place on keyboard
 * focus: its own (`focusable`) or the link's it sits in. Screen readers read it whole anyway.
 */
export function TruncatedText({ children, focusable = false, ...props }: Props) {
  // Rendered as a span; typed as Text's own element.
  const ref = useRef<HTMLParagraphElement>(null);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!focusable || !element) return;
    // Measured while folded only: unfolded on focus, it would otherwise stop being cut and lose the focus.
    const measure = () => {
      if (document.activeElement !== element) setCut(element.scrollWidth > element.clientWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [focusable, children]);
  return (
    // A span (it may sit in a button or a link), laid out as a block so that it can be cut; free
    // to shrink below its text's width as a flex item.
    <Text
      ref={ref}
      as="span"
      display="block"
      minW={0}
      truncate
      title={children}
      tabIndex={focusable && cut ? 0 : undefined}
      css={{ '&:focus-visible, a:focus-visible &': { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
      {...props}
    >
      {children}
    </Text>
  );
}
