/**
 * A small bilingual judged set: documents as a workspace would hold them, and queries with the
 * documents a person asking them wants. Known-item queries (exact titles, codes, numbers, partial
 * Chinese words, mixed Chinese/English) sit beside topical ones.
 */
export type JudgedDocument = { id: string; title: string; text: string; sourceType: string };
export type JudgedQuery = { query: string; relevant: string[]; kind: 'known-item' | 'topical' | 'question' | 'misspelled' | 'traditional' };

export const DOCUMENTS: JudgedDocument[] = [
  { id: 'leave', title: '员工年假管理制度', sourceType: 'markdown', text: '# 年假\n\n员工入职满一年后享有带薪年假，年假为每年十五天。\n\n## 申请流程\n\n年假需提前三个工作日在 OA 系统中提交申请，由直属主管审批。' },
  { id: 'expense', title: '差旅报销规定', sourceType: 'pdf', text: '# 报销范围\n\n出差期间的交通费、住宿费和餐补可以报销。\n\n## 时限\n\n报销单须在出差结束后 30 天内提交，发票编号如 INV-2026-0042 须填写完整。' },
  { id: 'onboarding', title: '新员工入职指南', sourceType: 'docx', text: '欢迎加入知问科技。入职第一天请到前台领取工牌和笔记本电脑。\n\nIT 部门会为你开通企业邮箱和 VPN 账号。' },
  { id: 'vpn', title: 'VPN 使用说明', sourceType: 'webpage', text: '# 连接 VPN\n\n下载 OpenVPN 客户端，导入配置文件 zhiwen-office.ovpn。\n\n如果连接失败，请检查双因素认证令牌是否过期。' },
  { id: 'security', title: 'Information Security Policy', sourceType: 'pdf', text: '# Passwords\n\nPasswords must be at least 12 characters and rotated every 90 days.\n\n# Devices\n\nLaptops must use full-disk encryption. Report lost devices to security@zhiwen.example within 24 hours.' },
  { id: 'release', title: 'Release Process', sourceType: 'markdown', text: '# Branching\n\nWe cut release branches named release/2026.11 from main every two weeks.\n\n# Deploy\n\nDeploys run through the CI pipeline; a rollback uses `deploy --rollback`.' },
  { id: 'oncall', title: 'On-call Handbook 值班手册', sourceType: 'markdown', text: '# Escalation\n\nPage the secondary on-call after 15 minutes without acknowledgement.\n\n## 夜间值班\n\n夜间值班工程师负责处理 P1 级别告警，响应时间不超过 10 分钟。' },
  { id: 'pricing', title: '产品定价 Pricing', sourceType: 'webpage', text: '团队版每年 4999 元，企业版每年 29999 元。\n\nThe Team plan includes 50 members; Enterprise includes 1000 members and SSO.' },
  { id: 'meeting', title: '2026年11月产品周会纪要', sourceType: 'docx', text: '参会人：张伟、李娜、王芳。\n\n决议：搜索功能在 12 月 15 日前上线；知识库同步支持飞书和语雀。' },
  { id: 'search-design', title: 'Search Design Notes', sourceType: 'markdown', text: '# Tokenisation\n\nChinese text is segmented with jieba and indexed as character bigrams so partial words are found.\n\n# Ranking\n\nCover density ranking with title weight above body; recency breaks ties.' },
  { id: 'wifi', title: '办公室无线网络', sourceType: 'webpage', text: '访客网络名称 Zhiwen-Guest，密码每周一更新，贴在前台。\n\n员工请连接 Zhiwen-Staff 并使用域账号登录。' },
  { id: 'holiday', title: '2027 年节假日安排', sourceType: 'markdown', text: '春节放假七天，国庆节放假七天，中秋节放假一天。调休安排以人力资源部通知为准。' },
  { id: 'api', title: 'GraphQL API Guide', sourceType: 'markdown', text: '# Access tokens\n\nThird parties call the GraphQL API with an access token in the Authorization header.\n\n# Rate limits\n\nEach token may send 600 requests per minute.' },
  { id: 'procurement', title: '采购审批流程', sourceType: 'pdf', text: '单笔金额超过 5000 元的采购须经部门负责人和财务总监审批。\n\n供应商须在合格供应商名录中。' },
  { id: 'coffee', title: 'Coffee Machine Manual', sourceType: 'pdf', text: 'Descale the machine every month. Use only filtered water. Error E03 means the water tank is empty.' },
  { id: 'taipei', title: '臺北辦公室資訊安全規範', sourceType: 'docx', text: '所有員工的筆記型電腦須啟用磁碟加密。\n\n訪客須在櫃檯登記，由接待人員陪同進入辦公區域。' },
  { id: 'okr', title: '2026 Q4 OKR', sourceType: 'docx', text: '目标一：提升搜索召回率。关键结果：中文已知项查询召回率达到 95%。\n\nObjective 2: reduce p95 latency below 100 ms.' },
];

export const QUERIES: JudgedQuery[] = [
  { query: '员工年假管理制度', relevant: ['leave'], kind: 'known-item' },
  { query: '年假', relevant: ['leave'], kind: 'known-item' },
  { query: '假管', relevant: ['leave'], kind: 'known-item' },
  { query: 'INV-2026-0042', relevant: ['expense'], kind: 'known-item' },
  { query: '0042', relevant: ['expense'], kind: 'known-item' },
  { query: 'zhiwen-office.ovpn', relevant: ['vpn'], kind: 'known-item' },
  { query: 'Release Process', relevant: ['release'], kind: 'known-item' },
  { query: 'release/2026.11', relevant: ['release'], kind: 'known-item' },
  { query: '值班手册', relevant: ['oncall'], kind: 'known-item' },
  { query: 'On-call 值班', relevant: ['oncall'], kind: 'known-item' },
  { query: '29999', relevant: ['pricing'], kind: 'known-item' },
  { query: '张伟', relevant: ['meeting'], kind: 'known-item' },
  { query: '周会纪要', relevant: ['meeting'], kind: 'known-item' },
  { query: 'Zhiwen-Guest', relevant: ['wifi'], kind: 'known-item' },
  { query: 'E03', relevant: ['coffee'], kind: 'known-item' },
  { query: '节假日', relevant: ['holiday'], kind: 'known-item' },
  { query: 'OKR', relevant: ['okr'], kind: 'known-item' },
  // One character inside a word (语雀), and a plural of a word the text has in the singular.
  { query: '语', relevant: ['meeting'], kind: 'known-item' },
  { query: 'months', relevant: ['coffee'], kind: 'known-item' },
  { query: '报销', relevant: ['expense'], kind: 'topical' },
  { query: 'VPN', relevant: ['vpn', 'onboarding'], kind: 'topical' },
  { query: 'password rotation', relevant: ['security'], kind: 'topical' },
  { query: 'rollback deploy', relevant: ['release'], kind: 'topical' },
  { query: '审批', relevant: ['procurement', 'leave'], kind: 'topical' },
  { query: '放假', relevant: ['holiday'], kind: 'topical' },
  { query: 'jieba bigrams', relevant: ['search-design'], kind: 'topical' },
  { query: 'access token', relevant: ['api'], kind: 'topical' },
  { query: '搜索 召回率', relevant: ['okr'], kind: 'topical' },
  { query: '"every two weeks"', relevant: ['release'], kind: 'known-item' },
  { query: '"十五天"', relevant: ['leave'], kind: 'known-item' },
  // Traditional and simplified Chinese find each other.
  { query: '台北办公室', relevant: ['taipei'], kind: 'traditional' },
  { query: '访客登记', relevant: ['taipei'], kind: 'traditional' },
  { query: '磁盘加密', relevant: ['taipei'], kind: 'traditional' },
  { query: '差旅報銷', relevant: ['expense'], kind: 'traditional' },
  { query: '員工年假', relevant: ['leave'], kind: 'traditional' },
  // Misspelled words are corrected to words the documents hold.
  { query: 'pasword rotaton', relevant: ['security'], kind: 'misspelled' },
  { query: 'Relase Proccess', relevant: ['release'], kind: 'misspelled' },
  { query: 'Cofee machien', relevant: ['coffee'], kind: 'misspelled' },
  { query: 'acess tokne 限流', relevant: ['api'], kind: 'misspelled' },
  { query: 'tkoen limtis', relevant: ['api'], kind: 'misspelled' },
  // Questions, as people ask the assistant: the words that frame them are not required.
  { query: 'How often must passwords be rotated?', relevant: ['security'], kind: 'question' },
  { query: 'How many requests may a token send per minute?', relevant: ['api'], kind: 'question' },
  { query: 'How many members does the Team plan include?', relevant: ['pricing'], kind: 'question' },
  { query: '如何连接VPN？', relevant: ['vpn'], kind: 'question' },
  { query: '年假怎么申请？', relevant: ['leave'], kind: 'question' },
];
