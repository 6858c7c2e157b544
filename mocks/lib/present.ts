import type { components } from '@/shared/api';
import { db } from '../db';
import { dictJson } from './dict';
import type { MockLocale } from './locale';

/* Rows of the mock database as the services put them on the wire. */

type Schemas = components['schemas'];
type EnterpriseRow = NonNullable<ReturnType<typeof db.enterprise.findFirst>>;
type AccountRow = NonNullable<ReturnType<typeof db.account.findFirst>>;
type MenuRow = NonNullable<ReturnType<typeof db.menu.findFirst>>;

export function enterpriseItem(row: EnterpriseRow, locale: MockLocale): Schemas['EnterpriseListItem'] {
  return {
    id: row.id,
    enterpriseId: row.id,
    companyIdentCode: row.companyIdentCode,
    companyName: row.companyName,
    companyNameCn: row.companyNameCn,
    status: dictJson('ENTERPRISE_STATUS', row.status, locale),
    productType: dictJson('PRODUCT_TYPE', row.productType, locale),
    enterpriseRole: row.enterpriseRole,
    mediaId: row.mediaId,
    locationName: row.locationName,
    toPage: row.toPage,
    jumpFlag: row.jumpFlag,
  };
}

/** The enterprises an account belongs to, in its list order. */
export function enterprisesOf(accountId: string): EnterpriseRow[] {
  return db.membership
    .findMany({ where: { accountId: { equals: accountId } } })
    .sort((a, b) => a.position - b.position)
    .map((membership) => db.enterprise.findFirst({ where: { id: { equals: membership.enterpriseId } } }))
    .filter((row): row is EnterpriseRow => row !== null);
}

export function isMember(accountId: string, enterpriseId: unknown): boolean {
  return (
    typeof enterpriseId === 'string' &&
    db.membership.count({ where: { accountId: { equals: accountId }, enterpriseId: { equals: enterpriseId } } }) > 0
  );
}

function menuNode(row: MenuRow, rows: MenuRow[]): Schemas['MenuNode'] {
  return {
    id: row.id,
    parentId: row.parentId,
    menuCode: row.menuCode,
    menuName: row.menuName,
    menuEnName: row.menuEnName,
    name: row.menuName,
    nameEn: row.menuEnName,
    url: row.url,
    menuUrl: row.url,
    icon: row.icon,
    menuProductType: row.menuProductType,
    projectCode: row.projectCode,
    appCode: row.appCode,
    appVersion: row.appVersion,
    sysSourceList: JSON.parse(row.sysSourceList) as Schemas['SysSource'][],
    children: childrenOf(row.id, rows),
    orderNo: row.orderNo,
    sysChannel: 'kj_my',
  };
}

function childrenOf(parentId: string | null, rows: MenuRow[]): Schemas['MenuNode'][] {
  return rows
    .filter((row) => row.parentId === parentId)
    .sort((a, b) => a.orderNo - b.orderNo)
    .map((row) => menuNode(row, rows));
}

/** An enterprise's menu tree, each level sorted by orderNo; [] when it has none. */
export function menuTree(enterpriseId: string): Schemas['MenuNode'][] {
  return childrenOf(null, db.menu.findMany({ where: { enterpriseId: { equals: enterpriseId } } }));
}

export function productEntries(enterpriseId: string, locale: MockLocale): Schemas['ProductStatusEntry'][] {
  const enterprise = db.enterprise.findFirst({ where: { id: { equals: enterpriseId } } });
  if (!enterprise) return [];
  return db.product
    .findMany({ where: { enterpriseId: { equals: enterpriseId } } })
    .sort((a, b) => a.orderNo - b.orderNo)
    .map((row) => ({
      productType: dictJson('PRODUCT_TYPE', row.productType, locale),
      productStatus: dictJson('PRODUCT_STATUS', row.productStatus, locale),
      enterpriseStatus: dictJson('ENTERPRISE_STATUS', enterprise.status, locale),
      msg: row.msg,
    }));
}

export function currentUser(account: AccountRow): Schemas['CurrentUser'] {
  return { id: account.id, loginName: account.loginName, name: account.name, firstName: account.firstName || null, lastName: account.lastName || null, email: account.email };
}

export function loginUser(account: AccountRow): Schemas['LoginUser'] {
  return { id: account.id, loginName: account.loginName, name: account.name, email: account.email };
}
