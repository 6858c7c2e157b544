export { noticeApi, useWhetherShowNoticeQuery, useCloseNoticeMutation, toTopNotice, type TopNotice } from './api/noticeApi';
