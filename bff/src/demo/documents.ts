import { createFileApp } from '../apps/file-apps.ts';
import type { Jobs } from '../apps/ports.ts';
import type { Database } from '../db/client.ts';
import { findDemoCreator } from './seed.ts';
import { firstWorkspaceOf } from '../workspaces/reads.ts';

const HANDBOOK = [
  {
    name: '员工手册.md',
    text: `# 员工手册

## 年假
员工入职满一年后享有带薪年假，每年十五天。年假需提前三个工作日在 OA 系统中申请，由直属主管审批。

## 报销
出差期间的交通费、住宿费和餐补可以报销。报销单须在出差结束后 30 天内提交，并附上发票。

## 办公网络
访客网络为 Zhiwen-Guest，密码每周一更新；员工请连接 Zhiwen-Staff 并使用域账号登录。
`,
  },
  {
    name: 'Engineering handbook.md',
    text: `# Engineering handbook

## Releases
We cut a release branch from main every two weeks and deploy through the CI pipeline. A rollback runs \`deploy --rollback\`.

## On call
The on-call engineer acknowledges a page within 10 minutes; after 15 minutes the secondary is paged.

## Security
Passwords are at least 12 characters and rotated every 90 days. Report a lost laptop to security@example.com within 24 hours.
`,
  },
  {
    name: '产品介绍 Product overview.md',
    text: `# 知问 Zhiwen

知问把团队的文档、网站和 GitHub、Notion、飞书、语雀中的知识汇集到一个工作空间：中英文搜索，带出处的 AI 问答。

Zhiwen brings a team's documents, websites and the knowledge in GitHub, Notion, Feishu and Yuque into one workspace: search in Chinese and English, and AI answers that cite their sources.
`,
  },
];

/**
 * On the first start, gives the demo workspace a file app with a few documents (synced through
 * the queue like any other), so that search and chat have something to find right away.
 */
export async function seedDemoDocuments(db: Database, uploadDir: string, jobs: Jobs) {
  const creator = await findDemoCreator(db);
  if (!creator) return;
  const workspaceId = await firstWorkspaceOf(db, creator.id);
  if (!workspaceId) return;
  await createFileApp(
    db,
    { uploadDir, jobs },
    { workspaceId, createdBy: creator.id, title: '示例文档', files: HANDBOOK.map((file) => ({ name: file.name, bytes: Buffer.from(file.text) })) },
  );
}
