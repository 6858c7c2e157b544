import { describe, expect, it } from '@rstest/core';
import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@/shared/api';
import { menuApi } from '@/entities/menu';
import { post, signInAs } from '../testing/client';

type MenuNode = { menuCode: string; orderNo: number; parentId: string | null; id: string; url: string; menuUrl: string; children: MenuNode[] };

const menuOf = (enterpriseId: string, loginName = 'demo.many') =>
  post<MenuNode[]>('/agw-web/sys/getMenuByEnterprise', { sysChannel: 'kj_my', enterpriseId, loginName });

const isSorted = (nodes: MenuNode[]): boolean =>
  nodes.every((node, index) => index === 0 || nodes[index - 1]!.orderNo <= node.orderNo) && nodes.every((node) => isSorted(node.children));

describe('agw-web: menu by enterprise', () => {
  it('needs a session', async () => {
    expect((await menuOf('20011')).code).toBe('01100');
  });

  it('builds the enterprise’s tree, every level sorted by orderNo', async () => {
    await signInAs('demo.many');
    const tree = (await menuOf('20011')).data;
    expect(tree.map((node) => node.menuCode)).toEqual(['BIG_HOME', 'MORE10000', 'MEUC8004', 'MEUC7001']);
    const idd = tree.find((node) => node.menuCode === 'MEUC8004')!;
    expect(idd.children.map((node) => node.menuCode)).toEqual(['MEUC800401', 'MEUC800402', 'MEUC800403']);
    expect(idd.children.every((child) => child.parentId === idd.id)).toBe(true);
    expect(isSorted(tree)).toBe(true);
  });

  it('gives each product its menu: DIGIPO, marketplace, e-finance', async () => {
    await signInAs('demo.many');
    const codes = async (id: string) => (await menuOf(id)).data.map((node) => node.menuCode);
    expect(await codes('20016')).toContain('MEUC91004');
    expect(await codes('20015')).toContain('MEUC9001');
    expect(await codes('20012')).toContain('MEUC8002');
  });

  it('answers [] for Iota Empty, and no permission for another user’s enterprise or login name', async () => {
    await signInAs('demo.many');
    expect(await menuOf('20019')).toMatchObject({ code: '200', data: [] });
    expect((await menuOf('20001')).code).toBe('30011');
    expect((await menuOf('20011', 'demo.one')).code).toBe('30011');
  });

  it('reaches the portal through the real getEnterpriseMenu endpoint', async () => {
    await signInAs('demo.one');
    const store = configureStore({
      reducer: { [baseApi.reducerPath]: baseApi.reducer },
      middleware: (getDefault) => getDefault().concat(baseApi.middleware),
    });
    const menu = await store.dispatch(menuApi.endpoints.getEnterpriseMenu.initiate({ enterpriseId: '20001', loginName: 'demo.one' })).unwrap();
    expect(menu.map((node) => node.menuCode)).toEqual(['BIG_HOME', 'MORE10000', 'MEUC8006', 'MEUCN9000', 'MEUC7001']);
  });
});
