export type { ProductTypeCode } from '../api/authApi';
