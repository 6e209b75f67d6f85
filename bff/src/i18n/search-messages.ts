/** Messages of search's settings (the workspace's synonyms). Part of `messages.ts`, kept apart for size. */
export const searchMessages = {
  synonymTermsRequired: { 'zh-hans': '请至少填写两个同义词', en: 'Enter at least two terms' },
  synonymTermRequired: { 'zh-hans': '请至少填写一个要同时搜索的词', en: 'Enter at least one term to search as well' },
  synonymTermsTooMany: { 'zh-hans': '一组同义词最多 20 个词', en: 'A synonym set holds at most 20 terms' },
  synonymTermTooLong: { 'zh-hans': '每个词最多 50 个字符', en: 'Each term can be at most 50 characters long' },
  synonymInputTooLong: { 'zh-hans': '搜索词最多 50 个字符', en: 'The searched term can be at most 50 characters long' },
  synonymInputAmongTerms: { 'zh-hans': '搜索词不能同时出现在同义词中', en: 'The searched term cannot also be one of its synonyms' },
  synonymTermNotSearchable: { 'zh-hans': '该词只含标点或空白，无法用于搜索', en: 'This term holds only punctuation or spaces, so nothing can be searched for it' },
  synonymLimit: { 'zh-hans': '工作区的同义词已达上限（1000 组），请先删除不用的', en: 'The workspace has 1,000 synonym sets, the most it may hold; delete unused ones first' },
  synonymNotFound: { 'zh-hans': '同义词不存在', en: 'The synonym set does not exist' },
  analyticsPeriodChoice: { 'zh-hans': '统计周期只能是 7、30、90 或 365 天', en: 'The period can be 7, 30, 90 or 365 days' },
  retrievalQueryRequired: { 'zh-hans': '请输入要测试的搜索词', en: 'Enter a query to test' },
  searchRetentionChoice: { 'zh-hans': '保留天数只能是 0、7、30、90、180 或 365', en: 'Searches can be kept for 0, 7, 30, 90, 180 or 365 days' },
};
