/** The chat panel's width lives in a cookie, as the spec says; 600 px unless the person resized it. */
export const DEFAULT_CHAT_WIDTH = 600;
export const MIN_CHAT_WIDTH = 360;
export const MAX_CHAT_WIDTH = 960;
const COOKIE = 'chat_width';

export function readChatWidth(): number {
  const match = document.cookie.match(/(?:^|;\s*)chat_width=(\d+)/);
  const width = match ? Number(match[1]) : DEFAULT_CHAT_WIDTH;
  return Math.min(MAX_CHAT_WIDTH, Math.max(MIN_CHAT_WIDTH, width));
}

export function storeChatWidth(width: number) {
  document.cookie = `${COOKIE}=${Math.round(width)}; path=/; max-age=31536000; SameSite=Lax`;
}
