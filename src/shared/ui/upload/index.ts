// The upload field of every onboarding flow (DESIGN §11); the media entity supplies the transport.
export { UploadField } from './UploadField';
export type { OcrFields, UploadItem, UploadTransport } from './types';
