export { baseApi, ENTERPRISE_SCOPED_TAGS, type ApiDispatch } from './baseApi';
export { portalBaseQuery, configureApiBase, whileSigningOut, type ApiError, type ApiExtraOptions, type DownloadResult, type PortalArgs, type ReceivedFile } from './baseQuery';
export { isApiError } from './isApiError';
export { codeOf, isSuccess, isEnvelope, rawMessageOf, type Envelope } from './envelope';
export type { paths, components, operations } from './schema.gen';
export type { ResponseOf, DataOf, BodyOf, QueryOf } from './operations';
export { PRODUCT_TYPES, isProductType, productTypesOrAll, type ProductTypeCode } from './productType';
export { dataShape, type DataKind } from './dataShape';
export { takeForcedSignIn } from './forcedSignIn';
