import { nullable, primaryKey } from '@mswjs/data';

/**
 * Menu nodes per enterprise (000 §3 "Menu node"), stored flat with parentId; the handlers
 * build the tree and sort siblings by orderNo.
 */
export const menuModels = {
  menu: {
    id: primaryKey(String),
    enterpriseId: String,
    parentId: nullable(String),
    menuCode: String,
    menuName: String,
    menuEnName: String,
    url: String,
    icon: nullable(String),
    menuProductType: nullable(String),
    projectCode: nullable(String),
    appCode: nullable(String),
    appVersion: nullable(String),
    /** JSON text of the button permissions (SysSource[]). */
    sysSourceList: String,
    orderNo: Number,
  },
};
