/**
 * The settings' test button sends a message through the bot's real receiving path, as the
 * platform would, from a sender of its own. What the bot then sends that sender, instead of going
 * to the platform (which knows no such sender), is handed here to the test waiting for it. The
 * test's request is signed like the platform's, so no one else can make the bot answer here.
 */
const TEST_PREFIX = 'zhiwen-test-';

export const testSender = (id: string) => `${TEST_PREFIX}${id}`;
export const isTestFollower = (id: string) => id.startsWith(TEST_PREFIX);

const waiting = new Map<string, (text: string) => void>();

/** Waits for what the bot sends the test sender (at most `ms`); null when nothing came. */
export function waitForTestReply(botId: string, sender: string, ms: number): { reply: Promise<string | null>; cancel: () => void } {
  const key = `${botId}:${sender}`;
  let cancel = () => {};
  const reply = new Promise<string | null>((resolve) => {
    const timer = setTimeout(() => finish(null), ms);
    const finish = (text: string | null) => {
      clearTimeout(timer);
      if (waiting.get(key) === deliver) waiting.delete(key);
      resolve(text);
    };
    const deliver = (text: string) => finish(text);
    waiting.set(key, deliver);
    cancel = () => finish(null);
  });
  return { reply, cancel };
}

export function deliverToTester(botId: string, sender: string, text: string) {
  waiting.get(`${botId}:${sender}`)?.(text);
}
