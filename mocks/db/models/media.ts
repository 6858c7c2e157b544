import { nullable, primaryKey } from '@mswjs/data';

/**
 * Uploaded files (001 §3 "Uploaded file", §7 kj-media): one row per stored file, in the
 * area named by model code, category and business key. The bytes live in memory
 * (mocks/lib/mediaBytes.ts); `bytes` keeps a small file's content as base64 so a reload
 * (the snapshot in session storage) still shows it.
 */
export const mediaModels = {
  mediaFile: {
    id: primaryKey(String),
    modelCode: String,
    catgId: String,
    busiKey: String,
    fileName: String,
    /** The name the user renamed the file to (000 §3 fileRename; the assumed renameFile call), null until renamed. */
    fileRename: nullable<string>(() => null),
    /** The media type served back: application/pdf, image/jpeg, image/png or image/bmp. */
    mime: String,
    size: Number,
    createdAt: Number,
    /** Base64 of the content for small files (persisted with the snapshot); null for large ones. */
    bytes: nullable(String),
  },
};

/** Where the signed authorisation contract of step 6 is filed (the mock's own codes; 001 §7 uploadFile). */
export const SIGNED_CONTRACT_AREA = { modelCode: 'MKJ03CONTRACT', catgId: 'CCONTRACT012' } as const;

/** Where a service contract's schedule PDF is filed, under the contract's id (the mock's own category; 000 §2 "Contract screen"). */
export const SERVICE_SCHEDULE_AREA = { modelCode: 'MKJ03CONTRACT', catgId: 'SERVICE_SCHEDULE' } as const;
