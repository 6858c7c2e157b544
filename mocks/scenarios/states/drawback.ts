/**
 * demo.one's application for 20001's trading drawback, as the step 3 submit sends and
 * stores it (000 §3 drawbackFrom; channelId the manager's remark): the one sample the
 * mock's handler tests, the Pact file and the endpoint tests share; the provider state
 * "the enterprise applied for an export drawback product" stores it (states/enterprise.ts).
 */
export const DEMO_ONE_TRADE_APPLICATION = {
  managerLastName: 'One',
  mangerFirstName: 'Demo',
  managerEmail: 'one@demo.kj',
  managerPhone: '13800000001',
  managerIdentNo: '11010519491231002X',
  companyName: '壹号贸易有限公司',
  companyIdentCode: '91310115MA1K300001',
  productType: 'EXPORT_DRAWBACK_TRADE',
  enterpriseId: '20001',
  channelId: 'KJCH20001',
} as const;
