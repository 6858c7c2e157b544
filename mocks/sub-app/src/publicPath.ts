// Inside the portal, the sample's files are fetched from where its entry is, not from the
// portal's origin: qiankun says where (its documented convention for webpack-style builds).
declare let __webpack_public_path__: string;
if (window.__POWERED_BY_QIANKUN__ && window.__INJECTED_PUBLIC_PATH_BY_QIANKUN__) {
  __webpack_public_path__ = window.__INJECTED_PUBLIC_PATH_BY_QIANKUN__;
}

declare global {
  interface Window {
    __POWERED_BY_QIANKUN__?: boolean;
    __INJECTED_PUBLIC_PATH_BY_QIANKUN__?: string;
  }
}

export {};
