/** Messages of public chat links (`chat/public-chat.ts`): what an anonymous visitor may be told. */
export const publicChatMessages = {
  publicChatNotFound: {
    'zh-hans': '该对话链接不存在或已关闭',
    en: 'This chat link does not exist or has been turned off',
  },
  publicChatQuotaExhausted: {
    'zh-hans': '该助手今日可回答的次数已用完，请明天再来',
    en: 'This assistant has answered all the questions it can for today; please come back tomorrow',
  },
};
