import type { LocalizedText } from '../connectors/types.ts';

export type AgentTemplate = {
  key: string;
  name: LocalizedText;
  description: LocalizedText;
  avatar: string;
  systemPrompt: LocalizedText;
  openingMessage: LocalizedText;
  suggestedQuestions: { 'zh-hans': string[]; en: string[] };
  /** Whether it answers from chosen apps only (they are picked after installing). */
  scopedToApps: boolean;
};

/** The built-in agents of the agent store. */
export const AGENT_STORE: readonly AgentTemplate[] = [
  {
    key: 'general',
    name: { 'zh-hans': '通用助手', en: 'General assistant' },
    description: {
      'zh-hans': '基于你有权查看的全部文档回答问题，并标注出处。',
      en: 'Answers from all the documents you may see, citing its sources.',
    },
    avatar: '/avatars/avatar-1.svg',
    systemPrompt: {
      'zh-hans': '你是工作空间的通用助手，回答要准确、简洁，并引用资料出处。',
      en: 'You are the workspace’s general assistant. Answer accurately and concisely, citing your sources.',
    },
    openingMessage: {
      'zh-hans': '你好！我会从你有权查看的文档中查找答案，并标注出处。想了解什么？',
      en: 'Hello! I look for answers in the documents you may read and cite where each comes from. What would you like to know?',
    },
    suggestedQuestions: {
      'zh-hans': ['年假有几天？', '报销流程是怎样的？', '最近更新了哪些文档？'],
      en: ['How many days of annual leave do I get?', 'How do I file an expense claim?', 'Which documents changed recently?'],
    },
    scopedToApps: false,
  },
  {
    key: 'document-qa',
    name: { 'zh-hans': '文档问答', en: 'Document Q&A' },
    description: {
      'zh-hans': '只根据选定应用中的文档回答，适合制度、产品手册等知识库。',
      en: 'Answers only from the documents of chosen apps: policies, manuals, knowledge bases.',
    },
    avatar: '/avatars/avatar-2.svg',
    systemPrompt: {
      'zh-hans': '你是文档问答助手。只根据提供的资料回答；资料中没有的内容，明确说明无法回答。',
      en: 'You are a document Q&A assistant. Answer strictly from the provided sources; say clearly when they do not hold the answer.',
    },
    openingMessage: {
      'zh-hans': '你好！我只根据选定应用中的文档回答；资料中没有的，我会直接说明。',
      en: 'Hello! I answer only from the documents of the chosen apps, and say so when they do not hold the answer.',
    },
    suggestedQuestions: {
      'zh-hans': ['这份手册的主要内容是什么？', '有哪些规定需要特别注意？'],
      en: ['What does this manual cover?', 'Which rules need special attention?'],
    },
    scopedToApps: true,
  },
  {
    key: 'translator',
    name: { 'zh-hans': '中英翻译', en: 'Translator zh↔en' },
    description: {
      'zh-hans': '把中文译成英文、把英文译成中文，保留术语和格式。',
      en: 'Translates Chinese into English and English into Chinese, keeping terms and formatting.',
    },
    avatar: '/avatars/avatar-3.svg',
    systemPrompt: {
      'zh-hans': '你是专业译者。用户输入中文时译成英文，输入英文时译成中文；只输出译文，保留原有格式和专有名词。',
      en: 'You are a professional translator. Translate Chinese input into English and English input into Chinese; output only the translation, keeping formatting and proper names.',
    },
    openingMessage: {
      'zh-hans': '发给我中文，我译成英文；发给我英文，我译成中文。',
      en: 'Send me Chinese and I will translate it into English; send me English and I will translate it into Chinese.',
    },
    suggestedQuestions: {
      'zh-hans': ['请翻译：我们下周一上午十点开会。', 'Translate: The release is postponed to next quarter.'],
      en: ['Translate: The release is postponed to next quarter.', '请翻译：我们下周一上午十点开会。'],
    },
    scopedToApps: false,
  },
  {
    key: 'meeting-notes',
    name: { 'zh-hans': '会议纪要', en: 'Meeting notes' },
    description: {
      'zh-hans': '把会议记录整理成纪要：议题、结论、待办（负责人和截止时间）。',
      en: 'Turns meeting transcripts into notes: topics, decisions, and action items with owners and dates.',
    },
    avatar: '/avatars/avatar-4.svg',
    systemPrompt: {
      'zh-hans': '你是会议纪要助手。把用户提供的会议记录或附件整理为：1. 议题 2. 结论 3. 待办事项（负责人、截止时间）。',
      en: 'You are a meeting-notes assistant. Turn the transcript or attached files into: 1. topics 2. decisions 3. action items (owner, due date).',
    },
    openingMessage: {
      'zh-hans': '把会议记录粘贴进来或上传文件，我会整理出议题、结论和待办。',
      en: 'Paste a meeting transcript or attach a file, and I will turn it into topics, decisions and action items.',
    },
    suggestedQuestions: {
      'zh-hans': ['整理我附上的会议记录', '列出待办事项和负责人'],
      en: ['Summarise the transcript I attached', 'List the action items and their owners'],
    },
    scopedToApps: false,
  },
];

export const findTemplate = (key: string) => AGENT_STORE.find((t) => t.key === key);
