import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Document types in words; a type this version does not name shows as the server has it. */
export const SOURCE_TYPES: Record<string, MessageDescriptor> = {
  webpage: msg`Web page`,
  pdf: msg`PDF`,
  docx: msg`Word document`,
  markdown: msg`Markdown`,
  text: msg`Text`,
  html: msg`HTML`,
  csv: msg`CSV`,
  svg: msg`SVG`,
  github_issue: msg`GitHub issue`,
  notion_page: msg`Notion page`,
  notion_row: msg`Notion database row`,
  feishu_docx: msg`Feishu document`,
  yuque_doc: msg`Yuque document`,
  dingtalk_doc: msg`DingTalk document`,
};

/** The connector platform a document type comes from, for its mark; types any app may hold have none. */
export const SOURCE_PLATFORMS: Record<string, string> = {
  webpage: 'web',
  github_issue: 'github',
  notion_page: 'notion',
  notion_row: 'notion',
  feishu_docx: 'feishu',
  yuque_doc: 'yuque',
  dingtalk_doc: 'dingtalk',
};
