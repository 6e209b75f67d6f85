import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * Each connector's mark, drawn inline (a few hundred bytes each, no icon library on the first
 * load): GitHub's and Notion's marks in the text colour, as those brands draw them on either
 * background; Feishu's three-coloured bird, Yuque's green sparrow (雀) and DingTalk's wing and WeCom's two bubbles in their own colours; line
 * drawings for websites and uploads. A platform this version does not know gets a plain document.
 */
const MARKS: Record<string, ReactNode> = {
  github: (
    <path
      fill="currentColor"
      d="M12 .297c-6.63 0-12 5.373-12 12 0 5.303 3.438 9.8 8.205 11.385.6.113.82-.258.82-.577 0-.285-.01-1.04-.015-2.04-3.338.724-4.042-1.61-4.042-1.61C4.422 18.07 3.633 17.7 3.633 17.7c-1.087-.744.084-.729.084-.729 1.205.084 1.838 1.236 1.838 1.236 1.07 1.835 2.809 1.305 3.495.998.108-.776.417-1.305.76-1.605-2.665-.3-5.466-1.332-5.466-5.93 0-1.31.465-2.38 1.235-3.22-.135-.303-.54-1.523.105-3.176 0 0 1.005-.322 3.3 1.23.96-.267 1.98-.399 3-.405 1.02.006 2.04.138 3 .405 2.28-1.552 3.285-1.23 3.285-1.23.645 1.653.24 2.873.12 3.176.765.84 1.23 1.91 1.23 3.22 0 4.61-2.805 5.625-5.475 5.92.42.36.81 1.096.81 2.22 0 1.606-.015 2.896-.015 3.286 0 .315.21.69.825.57C20.565 22.092 24 17.592 24 12.297c0-6.627-5.373-12-12-12"
    />
  ),
  notion: (
    <path
      fill="currentColor"
      d="M4.459 4.208c.746.606 1.026.56 2.428.466l13.215-.793c.28 0 .047-.28-.046-.326L17.86 1.968c-.42-.326-.981-.7-2.055-.607L3.01 2.295c-.466.046-.56.28-.374.466zm.793 3.08v13.904c0 .747.373 1.027 1.214.98l14.523-.84c.841-.046.935-.56.935-1.167V6.354c0-.606-.233-.933-.748-.887l-15.177.887c-.56.047-.747.327-.747.933zm14.337.745c.093.42 0 .84-.42.888l-.7.14v10.264c-.608.327-1.168.514-1.635.514-.748 0-.935-.234-1.495-.933l-4.577-7.186v6.952L12.21 19s0 .84-1.168.84l-3.222.186c-.093-.186 0-.653.327-.746l.84-.233V9.854L7.822 9.76c-.094-.42.14-1.026.793-1.073l3.456-.233 4.764 7.279v-6.44l-1.215-.139c-.093-.514.28-.887.747-.933zM1.936 1.035l13.31-.98c1.634-.14 2.055-.047 3.082.7l4.249 2.986c.7.513.934.653.934 1.213v16.378c0 1.026-.373 1.634-1.68 1.726l-15.458.934c-.98.047-1.448-.093-1.962-.747l-3.129-4.06c-.56-.747-.793-1.306-.793-1.96V2.667c0-.839.374-1.54 1.447-1.632z"
    />
  ),
  feishu: (
    <>
      <path fill="#00D6B9" d="M4.6 3.5h8.6c.5 0 .9.2 1.2.6 1.2 1.6 2.1 3.4 2.6 5.3-1.8.5-3.4 1.5-4.7 2.8l-.6.6C9.9 9.2 7.6 6.1 4.6 3.5z" />
      <path fill="#133C9A" d="M12 12.5c1.9-1.9 4.5-3.1 7.3-3.1 1.1 0 2.1.2 3.1.5l-2 4c-1.1 2.1-3.4 3.2-5.7 2.6-1-.3-1.9-.7-2.7-1.2z" />
      <path fill="#3370FF" d="M2 9.4c3.2 2.9 6.9 5.1 11 6.4 2.5.8 5.3-.1 6.8-2.3-1.9 4.2-6.1 7-10.8 7-2.6 0-5.1-.8-7-2.2z" />
    </>
  ),
  yuque: (
    <>
      <path fill="#00B96B" d="M2.5 20.5c1.7-1.3 2.7-3 3.1-5C6.3 9.5 10.2 4.5 15.2 4.5c2.1 0 3.8.9 4.8 2.4l2.5.3-1.9 1.9c.1.4.1.9.1 1.3 0 5.6-4.7 10.1-10.7 10.1z" />
      <circle cx="16.2" cy="8.4" r="1.15" fill="#FFFFFF" />
      <path fill="none" stroke="#FFFFFF" strokeWidth="1.4" strokeLinecap="round" d="M8.6 16.3c2.8-.1 5.3-1.6 6.6-4" />
    </>
  ),
  dingtalk: (
    <>
      <circle cx="12" cy="12" r="10.5" fill="#1677FF" />
      <path fill="#FFFFFF" d="M7 7.2c3.4 1.4 7 1.9 10.3 1.6-.4 1.7-1.6 3.1-3.2 3.8l1.6.1-3.5 4.8.6-2.9c-1.8-.2-3.3-1.1-4.2-2.5 1.2.3 2.4.3 3.6.1C9.9 11.6 8 9.7 7 7.2z" />
    </>
  ),
  wecom: (
    <>
      <path fill="#0082EF" d="M10 3C5.3 3 1.5 6.2 1.5 10.2c0 2.2 1.1 4.1 2.9 5.4l-.7 2.6 3-1.5c1 .3 2.1.5 3.3.5.3 0 .6 0 .9-.1-.2-.6-.3-1.2-.3-1.8 0-3.7 3.5-6.6 7.8-6.6h.9C18.6 5.4 14.7 3 10 3z" />
      <path fill="#2BAD53" d="M22.5 14.8c0-3.1-3-5.6-6.6-5.6s-6.6 2.5-6.6 5.6 3 5.6 6.6 5.6c.8 0 1.6-.1 2.3-.4l2.3 1.1-.5-2c1.5-1 2.5-2.6 2.5-4.3z" />
    </>
  ),
  web: (
    <path
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 0c2.5 2.4 3.8 5.4 3.8 9s-1.3 6.6-3.8 9m0-18C9.5 5.4 8.2 8.4 8.2 12s1.3 6.6 3.8 9M3.5 9h17M3.5 15h17"
    />
  ),
  upload: (
    <path
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Zm0 0v5h5M12 17v-6m-3 3 3-3 3 3"
    />
  ),
};

const GENERIC = (
  <path
    fill="none"
    stroke="currentColor"
    strokeWidth="1.6"
    strokeLinecap="round"
    strokeLinejoin="round"
    d="M4 6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6Zm4 4h8m-8 4h5"
  />
);

/** Which connector's mark a platform gets: its own, or the plain one. */
export const markOf = (platform: string) => (platform in MARKS ? platform : 'generic');

/**
 * A connector's mark: decorative (hidden from assistive technology), since its name is always
 * written beside it. `tile` sets it on a square for cards and headings; `inline` sits in a line of
 * text (tables, filters).
 */
export function ConnectorIcon({ platform, variant = 'tile' }: { platform: string; variant?: 'tile' | 'inline' }) {
  const glyph = (
    <svg width={variant === 'tile' ? 24 : 16} height={variant === 'tile' ? 24 : 16} viewBox="0 0 24 24" focusable="false">
      {MARKS[platform] ?? GENERIC}
    </svg>
  );
  if (variant === 'inline') {
    return (
      <Box as="span" display="inline-flex" flexShrink={0} color="fg" verticalAlign="middle" aria-hidden data-connector-icon={markOf(platform)}>
        {glyph}
      </Box>
    );
  }
  return (
    <Box
      as="span"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize="10"
      borderRadius="md"
      borderWidth="1px"
      bg="bg.panel"
      color="fg"
      flexShrink={0}
      aria-hidden
      data-connector-icon={markOf(platform)}
    >
      {glyph}
    </Box>
  );
}
