import { nullable, primaryKey } from '@mswjs/data';

/**
 * Download tasks of a user in an enterprise (001 §3 "Download task"). `status` holds the
 * DOWNLOAD_STATUS dictParam; handlers serve it as localised dictionary JSON.
 */
export const downloadModels = {
  downloadTask: {
    id: primaryKey(String),
    accountId: String,
    enterpriseId: String,
    fileName: String,
    /** PENDING, FAILED, SUCCESS or PACKED. */
    status: String,
    /** YES once the portal has saved the file (markDownloaded). */
    isDownload: String,
    /** "yyyy-MM-dd HH:mm:ss"; the list is newest first. */
    createTime: String,
    /** Failure reason in each language (FAILED only). */
    errorMsgEn: nullable(String),
    errorMsgCn: nullable(String),
    /** PENDING only: packaging polls (mediaTreePakage/list) still to go, then `settlesTo`. */
    pollsLeft: Number,
    settlesTo: nullable(String),
    /** A finished task whose file has been cleaned up: the download answers an error envelope. */
    fileGone: Boolean,
  },
};
