import { db } from '../db';
import { MSG_MESSAGE, MSG_TODO } from '../db/models/notification';
import { demoAccountId } from './accounts';
import { DEMO_MEMBERSHIPS } from './enterprises';

/** What each demo enterprise holds (001 §2.7); enterprises not listed get the default. */
interface NotificationPlan {
  messages: number;
  todos: number;
  /** Messages 0..unreadMessages-1 (the newest) are unread. */
  unreadMessages: number;
  /** To-dos 0..openTodos-1 (the newest) are still TO_DO. */
  openTodos: number;
  /** Items of priority 1 (unread ones are pushed as toasts): message indexes. */
  priorityMessages: number[];
}

const DEFAULT_PLAN: NotificationPlan = { messages: 4, todos: 2, unreadMessages: 2, openTodos: 1, priorityMessages: [0] };

const NOTHING: NotificationPlan = { messages: 0, todos: 0, unreadMessages: 0, openTodos: 0, priorityMessages: [] };

/**
 * The demo accounts of the onboarding flows: the two KYC wizards (001 §2.1 demo.kyc.*,
 * §2.2 demo.file.*) and the export-drawback wizard (000 §2, demo.drawback*).
 */
const ONBOARDING_DEMO_PREFIXES = ['demo.kyc.', 'demo.file.', 'demo.drawback', 'demo.pre.'];

/**
 * demo.one's 20001 has more than two pages of each kind so paging shows; Theta Default
 * (20018, demo.many) has none, for the empty state. The onboarding enterprises (the
 * demo.kyc.* accounts' of the company wizard, the demo.file.* accounts' of the KYC file
 * wizard and the demo.drawback* accounts' of the export-drawback wizard, scenarios/kyc.ts)
 * are still onboarding: nothing has happened that a notice would tell (a "KYC information
 * received" toast over a returned application said the opposite of the page), so they
 * have none either.
 */
const NOTIFICATION_PLANS: Record<string, NotificationPlan> = {
  '20001': { messages: 25, todos: 12, unreadMessages: 8, openTodos: 9, priorityMessages: [0, 1, 4] },
  '20018': NOTHING,
  ...Object.fromEntries(
    Object.entries(DEMO_MEMBERSHIPS)
      .filter(([loginName]) => ONBOARDING_DEMO_PREFIXES.some((prefix) => loginName.startsWith(prefix)))
      .flatMap(([, enterpriseIds]) => enterpriseIds.map((id) => [id, NOTHING])),
  ),
};

/**
 * What a client reads in the demo's inbox: each kind of message or to-do in a few real
 * variants (a month, an amount, a document), so that a list of 25 reads like an inbox, not
 * like numbered test rows. Item n takes its kind's variant n ÷ kinds (the first of each
 * kind is the plain title). Hostile titles belong to the tests that need them, not here.
 */
interface Topic {
  content: string;
  contentCn: string;
  titles: ReadonlyArray<readonly [title: string, titleCn: string]>;
}

const MESSAGE_TOPICS: readonly Topic[] = [
  {
    content: 'Your company information has been received and is being reviewed.',
    contentCn: '您的企业资料已收到，正在审核中。',
    titles: [
      ['KYC information received', '已收到 KYC 资料'],
      ['Beneficial owner details received', '已收到受益所有人信息'],
      ['Bank account details received', '已收到银行账户信息'],
      ['Company documents received', '已收到企业证照'],
      ['Authorised person details received', '已收到授权人信息'],
    ],
  },
  {
    content: 'Your financing application has been approved. Funds will arrive within one business day.',
    contentCn: '您的融资申请已批准，资金将在一个工作日内到账。',
    titles: [
      ['Financing application approved', '融资申请已批准'],
      ['Financing of USD 120,000 approved', '12 万美元融资申请已批准'],
      ['Financing of USD 80,000 approved', '8 万美元融资申请已批准'],
      ['Financing of USD 35,000 approved', '3.5 万美元融资申请已批准'],
      ['Financing of USD 200,000 approved', '20 万美元融资申请已批准'],
    ],
  },
  {
    content: 'The statement can be downloaded from the download centre.',
    contentCn: '对账单可在下载中心下载。',
    titles: [
      ['October statement available', '10 月对账单已生成'],
      ['September statement available', '9 月对账单已生成'],
      ['August statement available', '8 月对账单已生成'],
      ['July statement available', '7 月对账单已生成'],
      ['June statement available', '6 月对账单已生成'],
    ],
  },
  {
    content: 'The settlement exchange rate has been updated for today.',
    contentCn: '今日结汇汇率已更新。',
    titles: [
      ['USD/CNY exchange rate updated', '美元兑人民币汇率已更新'],
      ['EUR/CNY exchange rate updated', '欧元兑人民币汇率已更新'],
      ['GBP/CNY exchange rate updated', '英镑兑人民币汇率已更新'],
      ['HKD/CNY exchange rate updated', '港币兑人民币汇率已更新'],
      ['JPY/CNY exchange rate updated', '日元兑人民币汇率已更新'],
    ],
  },
  {
    content: 'The portal will be under maintenance on Saturday from 01:00 to 03:00.',
    contentCn: '门户将于周六 01:00 至 03:00 进行维护。',
    titles: [
      ['System maintenance on 28 November', '11 月 28 日系统维护通知'],
      ['System maintenance on 21 November', '11 月 21 日系统维护通知'],
      ['System maintenance on 14 November', '11 月 14 日系统维护通知'],
      ['System maintenance on 7 November', '11 月 7 日系统维护通知'],
      ['System maintenance on 31 October', '10 月 31 日系统维护通知'],
    ],
  },
];

const TODO_TOPICS: readonly Topic[] = [
  {
    content: 'A document is waiting for your signature.',
    contentCn: '有一份文件等待您签署。',
    titles: [
      ['Sign the service contract', '签署服务合同'],
      ['Sign the supplementary agreement', '签署补充协议'],
      ['Sign the data authorisation letter', '签署数据授权书'],
      ['Sign the fee schedule', '签署收费标准确认书'],
    ],
  },
  {
    content: 'Please upload the latest version of this document for your company.',
    contentCn: '请上传贵司该文件的最新版本。',
    titles: [
      ['Upload the annual report', '上传年度报告'],
      ['Upload the audited financial statements', '上传经审计的财务报表'],
      ['Upload the business licence', '上传营业执照'],
      ['Upload the articles of association', '上传公司章程'],
    ],
  },
  {
    content: 'Please check these details and confirm them.',
    contentCn: '请核对以下信息并确认。',
    titles: [
      ['Confirm the beneficiary account', '确认收款账户'],
      ['Confirm the USD settlement account', '确认美元结算账户'],
      ['Confirm the registered address', '确认注册地址'],
      ['Confirm the authorised signatory', '确认授权签字人'],
    ],
  },
];

/** Item `index` of a list that cycles through `topics`: its kind, and the variant of its round. */
function itemOf(topics: readonly Topic[], index: number) {
  const topic = topics[index % topics.length]!;
  const [title, titleCn] = topic.titles[Math.floor(index / topics.length) % topic.titles.length]!;
  return { title, titleCn, content: topic.content, contentCn: topic.contentCn };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A fixed demo clock: item n is n hours older than the newest (2026-11-20 18:00:00). */
function createTime(hoursAgo: number): string {
  const time = new Date(Date.UTC(2026, 10, 20, 18, 0, 0) - hoursAgo * 3_600_000);
  return `${time.getUTCFullYear()}-${pad(time.getUTCMonth() + 1)}-${pad(time.getUTCDate())} ${pad(time.getUTCHours())}:00:00`;
}

function seedEnterprise(accountId: string, enterpriseId: string): void {
  const plan = NOTIFICATION_PLANS[enterpriseId] ?? DEFAULT_PLAN;
  for (let index = 0; index < plan.messages; index += 1) {
    db.notification.create({
      id: `${enterpriseId}1${pad(index, 4)}`,
      accountId,
      enterpriseId,
      ...itemOf(MESSAGE_TOPICS, index),
      priority: plan.priorityMessages.includes(index) ? 1 : 2,
      createTime: createTime(index * 2),
      readStatus: index < plan.unreadMessages ? 'UNREAD' : 'READ',
      handleStatus: null,
      msgType: MSG_MESSAGE,
    });
  }
  for (let index = 0; index < plan.todos; index += 1) {
    db.notification.create({
      id: `${enterpriseId}2${pad(index, 4)}`,
      accountId,
      enterpriseId,
      ...itemOf(TODO_TOPICS, index),
      priority: 2,
      createTime: createTime(index * 3 + 1),
      readStatus: index < plan.openTodos ? 'UNREAD' : 'READ',
      handleStatus: index < plan.openTodos ? 'TO_DO' : 'DONE',
      msgType: MSG_TODO,
    });
  }
}

/** Demo data of the notifications area (001 §2.7), per demo account and enterprise. */
export function seedNotifications(): void {
  for (const [loginName, enterpriseIds] of Object.entries(DEMO_MEMBERSHIPS)) {
    for (const enterpriseId of enterpriseIds) seedEnterprise(demoAccountId(loginName), enterpriseId);
  }
}
