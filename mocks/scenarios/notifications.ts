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
export const NOTIFICATION_PLANS: Record<string, NotificationPlan> = {
  '20001': { messages: 25, todos: 12, unreadMessages: 8, openTodos: 9, priorityMessages: [0, 1, 4] },
  '20018': NOTHING,
  ...Object.fromEntries(
    Object.entries(DEMO_MEMBERSHIPS)
      .filter(([loginName]) => ONBOARDING_DEMO_PREFIXES.some((prefix) => loginName.startsWith(prefix)))
      .flatMap(([, enterpriseIds]) => enterpriseIds.map((id) => [id, NOTHING])),
  ),
};

/** Server text is shown as text: this seeded title must appear literally (001 §2.7 tests). */
export const MARKUP_TITLE = '<img src=x onerror=alert(1)> Statement ready';
export const MARKUP_MESSAGE_INDEX = 2;

const MESSAGE_TOPICS = [
  { title: 'KYC information received', titleCn: '已收到 KYC 资料', content: 'Your company information has been received and is being reviewed.', contentCn: '您的企业资料已收到，正在审核中。' },
  { title: 'Financing application approved', titleCn: '融资申请已批准', content: 'Your financing application has been approved. Funds will arrive within one business day.', contentCn: '您的融资申请已批准，资金将在一个工作日内到账。' },
  { title: 'Monthly statement available', titleCn: '月度对账单已生成', content: 'The statement for last month can be downloaded from the download centre.', contentCn: '上月对账单可在下载中心下载。' },
  { title: 'Exchange rate notice', titleCn: '汇率提示', content: 'The settlement exchange rate has been updated for today.', contentCn: '今日结汇汇率已更新。' },
  { title: 'System maintenance', titleCn: '系统维护通知', content: 'The portal will be under maintenance on Saturday from 01:00 to 03:00.', contentCn: '门户将于周六 01:00 至 03:00 进行维护。' },
];

const TODO_TOPICS = [
  { title: 'Sign the service contract', titleCn: '签署服务合同', content: 'A service contract is waiting for your signature.', contentCn: '有一份服务合同等待您签署。' },
  { title: 'Upload the annual report', titleCn: '上传年度报告', content: 'Please upload the latest annual report of your company.', contentCn: '请上传贵司最新的年度报告。' },
  { title: 'Confirm the beneficiary account', titleCn: '确认收款账户', content: 'Please confirm the beneficiary bank account details.', contentCn: '请确认收款银行账户信息。' },
];

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A fixed demo clock: item n is n hours older than the newest (2026-11-20 18:00:00). */
function createTime(hoursAgo: number): string {
  const time = new Date(Date.UTC(2026, 10, 20, 18, 0, 0) - hoursAgo * 3_600_000);
  return `${time.getUTCFullYear()}-${pad(time.getUTCMonth() + 1)}-${pad(time.getUTCDate())} ${pad(time.getUTCHours())}:00:00`;
}

function seedEnterprise(accountId: string, enterpriseId: string): void {
  const plan = NOTIFICATION_PLANS[enterpriseId] ?? DEFAULT_PLAN;
  for (let index = 0; index < plan.messages; index += 1) {
    const topic = MESSAGE_TOPICS[index % MESSAGE_TOPICS.length]!;
    const markup = enterpriseId === '20001' && index === MARKUP_MESSAGE_INDEX;
    db.notification.create({
      id: `${enterpriseId}1${pad(index, 4)}`,
      accountId,
      enterpriseId,
      title: markup ? MARKUP_TITLE : `${topic.title} #${index + 1}`,
      titleCn: markup ? MARKUP_TITLE : `${topic.titleCn} #${index + 1}`,
      content: topic.content,
      contentCn: topic.contentCn,
      priority: plan.priorityMessages.includes(index) ? 1 : 2,
      createTime: createTime(index * 2),
      readStatus: index < plan.unreadMessages ? 'UNREAD' : 'READ',
      handleStatus: null,
      msgType: MSG_MESSAGE,
    });
  }
  for (let index = 0; index < plan.todos; index += 1) {
    const topic = TODO_TOPICS[index % TODO_TOPICS.length]!;
    db.notification.create({
      id: `${enterpriseId}2${pad(index, 4)}`,
      accountId,
      enterpriseId,
      title: `${topic.title} #${index + 1}`,
      titleCn: `${topic.titleCn} #${index + 1}`,
      content: topic.content,
      contentCn: topic.contentCn,
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
